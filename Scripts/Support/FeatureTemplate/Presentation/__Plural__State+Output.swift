public import __Prefix__CommandLine
public import __Prefix__Domain

extension __Plural__State {
    /// The list as `__exe__ __command__ list` prints it: a count, then one row per
    /// __label__ (id, title), by title.
    public var textLines: [String] {
        if let error { return [error.userMessage] }
        guard !__plural__.isEmpty else { return [headline(for: .commandLine)] }
        return [headline(for: .commandLine), ""]
            + TextColumns.lines([["ID", "Title"]] + __plural__.map { [$0.id.rawValue, $0.title.text] })
    }

    /// `__command__ list --json`: `{"__plural__": [__name__…]}` by title.
    public var json: JSONValue {
        .object(["__plural__": .array(__plural__.map(\.json))])
    }
}

extension __Name__ {
    /// One __label__'s stable JSON form, `{"id": String, "title": String}`,
    /// printed by `__command__ add --json`. Fields are only ever added.
    public var json: JSONValue {
        .object(["id": .string(id.rawValue), "title": .string(title.text)])
    }
}
