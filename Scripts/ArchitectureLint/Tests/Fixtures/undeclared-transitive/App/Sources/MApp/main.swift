import MData

// Compiles on Swift 6.3 through Data, but App never declared Domain.
import MDomain
