import MarqueeTerminalUI

/// The value `parse` reads from `field`; a text it cannot read is thrown as
/// the field's problem (``FieldProblem``), worded for the screen.
func readField<Field: Sendable, Value>(_ field: Field, _ parse: () throws(InputProblem) -> Value)
    throws(FieldProblem<Field>) -> Value
{
    do {
        return try parse()
    } catch {
        throw FieldProblem(field: field, message: error.message(for: .screen))
    }
}
