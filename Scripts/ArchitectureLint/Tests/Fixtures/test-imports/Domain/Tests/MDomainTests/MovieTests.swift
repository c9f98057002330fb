// Tests may import their own layer (also @testable), its test support,
// Testing, XCTest and Foundation.
@testable import MDomain
import MDomainTesting
import Foundation
import Testing
import XCTest
// But not what the layer itself may not import.
import Dispatch
