import MPresentation
import MTerminalModel
import Testing

@Test func aMovieIsDrawnIntoCells() {}
