import MPresentation
import Testing
// Presentation may not depend on Data, not even in tests.
import MData
