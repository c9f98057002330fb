import Foundation
import MDomainTesting
@testable import MDomain
import Testing
import XCTest

@Test func title() { #expect(Fixtures.movie.title == "Metropolis") }
