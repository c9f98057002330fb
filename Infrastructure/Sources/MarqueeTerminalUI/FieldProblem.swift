/// A form's field that could not be read, with why in the screen's words:
/// the form marks it and moves focus there.
public struct FieldProblem<Field: Sendable>: Error {
    /// The field that could not be read.
    public let field: Field
    /// Why, in the screen's words.
    public let message: String

    /// `field` could not be read, for the reason `message` gives.
    public init(field: Field, message: String) {
        self.field = field
        self.message = message
    }
}

extension KeyHint {
    /// The keys of a form's text field: on to the next control, move, leave.
    public static let formField = [
        KeyHint(key: "Enter", action: "next"), KeyHint(key: "↑↓", action: "move"),
        KeyHint(key: "Esc", action: "leave the field"),
    ]
}
