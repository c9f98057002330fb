import MarqueeDomain

/// Describes the screenings an order's lines name, from the upcoming program.
///
/// Domain offers no "screenings by id" use case to Presentation, so only
/// upcoming screenings can be described; lines of past ones show their id.
/// A failure here only leaves lines undescribed: the order itself was
/// already placed, paid or cancelled, and saying otherwise would mislead.
struct ScreeningLookup: Sendable {
    let listProgram: ListProgramUseCase?

    func screenings() async -> [ScreeningID: Screening] {
        guard let listProgram, let program = try? await listProgram.execute() else { return [:] }
        return Dictionary(program.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
