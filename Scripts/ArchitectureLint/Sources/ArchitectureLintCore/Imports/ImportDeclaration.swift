/// One `import` declaration found in a Swift file.
public struct ImportDeclaration: Sendable, Equatable {
    /// The imported module: the first component of the path
    /// (`import struct MarqueeDomain.Movie` imports `MarqueeDomain`).
    public let module: String
    /// The full dotted path after the keyword and optional kind.
    public let path: [String]
    /// The declaration kind of a kind import (`struct`, `func`, …), if any.
    public let kind: String?
    /// Attributes as written without spaces, such as `@testable` or `@_spi(X)`.
    public let attributes: [String]
    /// The access-level modifier (`public`, `package`, `internal`, …), if any.
    public let accessLevel: String?
    /// 1-based line of the declaration's first token.
    public let line: Int
    /// 1-based column of the declaration's first token.
    public let column: Int
    /// 1-based line of the declaration's last token (a declaration may span lines).
    public let endLine: Int
    /// 1-based column just past the declaration's last token.
    public let endColumn: Int
    /// The enclosing conditional-compilation branches, outermost first
    /// (`#if canImport(Foundation)`, `#else of #if DEBUG`).
    public let conditions: [String]
    /// When the declaration is compiled: the conditions of its enclosing
    /// branches together (an `#else` as none of the branches before it holding).
    public let activeWhen: CompilationCondition

    /// Whether this is an `@_exported import`, which re-exports the module to
    /// every client of the importing module.
    public var isExported: Bool {
        attributes.contains("@_exported")
    }
}
