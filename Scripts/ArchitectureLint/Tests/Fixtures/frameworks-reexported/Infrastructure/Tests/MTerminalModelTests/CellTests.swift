import MTerminalModel
import Testing

@Test func aCellHoldsOneCharacter() {}
