import Synchronization

/// Collects the ports of the server's listeners as each starts, and reports
/// them together once all of them listen.
final class PortsReport: Sendable {
    private let withMetrics: Bool
    private let onRunning: @Sendable (HTTPServerPorts) async -> Void
    private let ports = Mutex<(service: Int?, metrics: Int?, reported: Bool)>((nil, nil, false))

    init(withMetrics: Bool, onRunning: @escaping @Sendable (HTTPServerPorts) async -> Void) {
        self.withMetrics = withMetrics
        self.onRunning = onRunning
    }

    func service(_ port: Int) async {
        await report { $0.service = port }
    }

    func metrics(_ port: Int) async {
        await report { $0.metrics = port }
    }

    private func report(_ change: (inout (service: Int?, metrics: Int?, reported: Bool)) -> Void) async {
        let complete = ports.withLock { state -> HTTPServerPorts? in
            change(&state)
            guard !state.reported, let service = state.service, !withMetrics || state.metrics != nil else {
                return nil
            }
            state.reported = true
            return HTTPServerPorts(service: service, metrics: state.metrics)
        }
        if let complete { await onRunning(complete) }
    }
}
