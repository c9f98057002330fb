import MDomain
// Production code may not use test support.
import MDomainTesting
