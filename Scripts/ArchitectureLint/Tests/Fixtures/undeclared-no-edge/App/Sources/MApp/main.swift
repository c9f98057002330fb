import MData
// Builds only if a sibling built MPresentation first.
import MPresentation
