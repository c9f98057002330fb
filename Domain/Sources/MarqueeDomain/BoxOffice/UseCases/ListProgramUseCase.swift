/// Lists the upcoming program: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
public protocol ListProgramUseCase: Sendable {
    /// Screenings starting after now (by the clock of whoever runs the
    /// interactor), earliest first, then by hall.
    ///
    /// Sold-out screenings stay in the program (people like to see them);
    /// ``Screening/seatsLeft`` tells, and ``BookableScreening`` decides
    /// whether tickets can be ordered.
    ///
    /// - Parameter bookableOnly: Leave out screenings with no seat left.
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func execute(bookableOnly: Bool) async throws(BoxOfficeError) -> [Screening]
}

extension ListProgramUseCase {
    /// Every upcoming screening, sold out or not.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func execute() async throws(BoxOfficeError) -> [Screening] {
        try await execute(bookableOnly: false)
    }
}
