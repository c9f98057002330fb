import Foundation

/// What SwiftPM checked out under one scratch path, as its
/// `workspace-state.json` records it: the revision (and version, for a tag)
/// of each folder under `checkouts/`.
struct ResolvedCheckouts: Sendable {
    /// `revision version` by checkout folder name.
    let states: [String: String]

    /// Reads `<scratch>/workspace-state.json`; empty when it is missing or
    /// not of a shape the lint knows, so that nothing is taken from it.
    init(scratch: URL) {
        let file = scratch.appendingPathComponent("workspace-state.json")
        self.init(json: (try? Data(contentsOf: file)) ?? Data())
    }

    init(json: Data) {
        guard let state = try? JSONDecoder().decode(WorkspaceState.self, from: json) else {
            states = [:]
            return
        }
        var states: [String: String] = [:]
        for dependency in state.object.dependencies {
            guard dependency.state.name == "sourceControlCheckout", let checkout = dependency.state.checkoutState
            else { continue }
            states[dependency.subpath] = "\(checkout.revision) \(checkout.version ?? checkout.branch ?? "")"
        }
        self.states = states
    }
}

/// The part of SwiftPM's `workspace-state.json` the lint reads.
private struct WorkspaceState: Decodable {
    struct Object: Decodable {
        let dependencies: [Dependency]
    }

    struct Dependency: Decodable {
        let subpath: String
        let state: State
    }

    struct State: Decodable {
        /// `sourceControlCheckout`, `edited`, `registryDownload`, …
        let name: String
        let checkoutState: CheckoutState?
    }

    struct CheckoutState: Decodable {
        let revision: String
        let version: String?
        let branch: String?
    }

    let object: Object
}
