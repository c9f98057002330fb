/// Thrown by the transport when a request takes longer than its timeout;
/// mapped to ``NetworkError/Kind/timeout``.
struct DeadlineExceeded: Error {}
