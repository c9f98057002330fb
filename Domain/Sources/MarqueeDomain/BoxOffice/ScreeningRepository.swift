/// Where screenings are kept: SQLite in the App, memory in tests.
///
/// Seats sold change only through ``OrderRepository/place(_:)`` and
/// ``OrderRepository/recordCancellation(of:at:by:allowingRefund:)``, never through this port, so
/// scheduling can never overwrite a reservation made meanwhile.
public protocol ScreeningRepository: Sendable {
    /// Adds a newly scheduled screening, and its hall with the screening's
    /// capacity as its seats when no hall of that name is stored.
    ///
    /// All or nothing, and atomic with respect to every other write: the store
    /// checks ``Screening/conflicts(with:)`` against the screenings it holds in
    /// the same hall and adds the screening only if none conflicts (in SQLite:
    /// the check and the insert in one `BEGIN IMMEDIATE` transaction). The use
    /// case checks first to fail fast; this check closes the race between two
    /// schedulers.
    ///
    /// The stored hall's ``CinemaHall/seats(for:)`` is checked in the same
    /// transaction: a screening never has more seats than its hall.
    ///
    /// - Throws: ``BoxOfficeError/hallBusy(conflicting:)``;
    ///   ``BoxOfficeError/moreSeatsThanHall(_:asked:)``; or
    ///   ``BoxOfficeError/storageFailed(_:)`` (also for an identifier already stored).
    ///   Nothing is written when it throws.
    func add(_ screening: Screening) async throws(BoxOfficeError)

    /// Makes `change` to the stored screening `id` — its
    /// ``Screening/applying(_:)`` on the stored seats sold — and keeps it
    /// only if no other screening in its (new) hall conflicts and the hall
    /// has its seats (a hall not stored is added, as by ``add(_:)``). All or
    /// nothing, and atomic with respect to every other write, as ``add(_:)``.
    ///
    /// - Returns: The screening as changed and stored.
    /// - Throws: ``BoxOfficeError/unknownScreening(_:)``;
    ///   ``BoxOfficeError/priceLocked(seatsSold:)``; ``BoxOfficeError/hallBusy(conflicting:)``;
    ///   ``BoxOfficeError/moreSeatsThanHall(_:asked:)``;
    ///   ``BoxOfficeError/storageFailed(_:)``. Nothing is written when it throws.
    func change(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening

    /// Adds a hall.
    ///
    /// - Throws: ``BoxOfficeError/hallExists(_:)`` when one of that name is
    ///   stored (also meanwhile); ``BoxOfficeError/storageFailed(_:)``.
    func addHall(_ hall: CinemaHall) async throws(BoxOfficeError)

    /// The hall of this name, or `nil`.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func hall(named name: Hall) async throws(BoxOfficeError) -> CinemaHall?

    /// Every hall, by name.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func allHalls() async throws(BoxOfficeError) -> [CinemaHall]

    /// The screening with this identifier, or `nil`.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func screening(withID id: ScreeningID) async throws(BoxOfficeError) -> Screening?

    /// The stored screenings among `ids`, earliest first (then by hall);
    /// identifiers that are not stored are left out.
    ///
    /// One lookup for everything an order refers to, past screenings
    /// included, so a summary never loads the whole program to label its lines.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func screenings(withIDs ids: Set<ScreeningID>) async throws(BoxOfficeError) -> [Screening]

    /// Screenings starting strictly after `time`, earliest first (then by hall).
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func screenings(startingAfter time: Timestamp) async throws(BoxOfficeError) -> [Screening]

    /// Every screening, past and upcoming, earliest first (then by hall).
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func allScreenings() async throws(BoxOfficeError) -> [Screening]

    /// Every screening in `hall`, earliest first.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func screenings(in hall: Hall) async throws(BoxOfficeError) -> [Screening]
}
