@testable import MData
import MDomain
import MDomainTesting
import Testing

@Test func maps() { #expect(MovieDTO(title: Fixtures.movie.title).toDomain().title == "Metropolis") }
