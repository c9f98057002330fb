/// A form's field that could not be read, with why in the screen's words:
/// the form marks it and moves focus there.
struct FieldProblem<Field: Sendable>: Error {
    /// The field that could not be read.
    let field: Field
    /// Why, in the screen's words.
    let message: String
}

extension KeyHint {
    /// The keys of a form's text field: on to the next control, move, leave.
    static let formField = [
        KeyHint(key: "Enter", action: "next"), KeyHint(key: "↑↓", action: "move"),
        KeyHint(key: "Esc", action: "leave the field"),
    ]
}
