import Foundation
import Testing

// Runs the built binary; depending on MApp only makes sure it is built.
@Test func binaryExists() {}
