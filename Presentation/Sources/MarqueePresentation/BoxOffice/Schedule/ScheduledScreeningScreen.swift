import MarqueeDomain

/// The confirmation of a newly scheduled screening, as plain text lines.
public enum ScheduledScreeningScreen {
    /// The lines to print: the screening scheduled, or the error that stopped it.
    public static func render(item: ProgramItem?, errorMessage: String?) -> [String] {
        if let errorMessage { return [errorMessage] }
        guard let item else { return ["Scheduling…"] }
        return [
            "Scheduled \(item.movieTitle) in hall \(item.hall) at \(item.time): "
                + "\(item.capacity) seat\(item.capacity == 1 ? "" : "s") at \(item.price).",
            "Screening id: \(item.id)",
        ]
    }
}
