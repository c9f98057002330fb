/// What the lint needs from one Swift file: its imports and suppressions.
public struct ScannedFile: Sendable {
    /// Path relative to the workspace root.
    public let path: String
    /// Every import, in source order, from every `#if` branch.
    public let imports: [ImportDeclaration]
    /// Every `architecture:allow` comment, well formed or not.
    public let suppressions: [Suppression]
    /// Every name in the `#if` and `#elseif` conditions of the part parsed.
    public let conditionFlags: [ConditionFlag]
    /// Whether `#if` or `#elseif` appears after the part parsed (only a
    /// file's header is parsed when nothing after it can be an import), so
    /// ``conditionFlags`` may miss some.
    public let hasConditionsAfterHeader: Bool
}
