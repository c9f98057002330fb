/// What the lint needs from one Swift file: its imports and suppressions.
public struct ScannedFile: Sendable {
    /// Path relative to the workspace root.
    public let path: String
    /// Every import, in source order, from every `#if` branch.
    public let imports: [ImportDeclaration]
    /// Every `architecture:allow` comment, well formed or not.
    public let suppressions: [Suppression]
}
