// Excluded: never compiled.
import Darwin
