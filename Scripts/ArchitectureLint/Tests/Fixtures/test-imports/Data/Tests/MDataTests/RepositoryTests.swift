@testable import MData
import MDomain
import MDomainTesting
import Testing
