public import MarqueeCommandLine
public import MarqueeDomain

/// `marquee desks add|list|revoke`: the desks allowed to use the box office
/// service (`marquee serve`), as text or JSON.
///
/// Adding a desk prints its token once: only its digest is stored, so it can
/// never be shown again (revoke the desk and add another to replace it).
public struct DeskCommands: Sendable {
    private let desks: DesksUseCases
    private let times: LocalTimeFormat

    /// Creates the commands over the desks' use cases, times shown in `times`.
    public init(desks: DesksUseCases, times: LocalTimeFormat) {
        self.desks = desks
        self.times = times
    }

    /// `marquee desks add NAME --role ROLE`.
    public func add(_ name: DeskName, role: DeskRole, format: OutputFormat) async -> CommandOutput {
        do throws(DeskError) {
            let (desk, token) = try await desks.add.execute(name: name, role: role)
            switch format {
            case .json:
                guard case let .object(members) = json(desk) else { return .json(json(desk)) }
                return .json(.object(members.merging(["token": .string(token.secret)]) { _, new in new }))
            case .text:
                return .printing([
                    "Added desk \(desk.name), \(desk.role.article) \(desk.role) (\(desk.role.trust)). Its token, shown "
                        + "only now (only a digest of it is kept):",
                    "",
                    "  \(token.secret)",
                    "",
                    "Keep it secret. At the desk, run commands against the service with it:",
                    "  MARQUEE_SERVER_URL=http://<host>:<port> MARQUEE_DESK_TOKEN=<token> marquee program",
                ])
            }
        } catch {
            return .failed(error.message(times: times), usage: error.isUsageError)
        }
    }

    /// `marquee desks list`.
    public func list(format: OutputFormat) async -> CommandOutput {
        do throws(DeskError) {
            let all = try await desks.list.execute()
            switch format {
            case .json:
                return .json(.object(["desks": .array(all.map(json))]))
            case .text:
                guard !all.isEmpty else { return .printing(["No desks yet; add one with marquee desks add <name>."]) }
                let width = max(4, all.map(\.name.displayName.count).max() ?? 0)
                let header = "Name".padding(toLength: width) + "  Role     Added             Status"
                return .printing(
                    ["\(all.count) desk\(all.count == 1 ? "" : "s"), by name", "", header]
                        + all.map { desk in
                            desk.name.displayName.padding(toLength: width) + "  "
                                + desk.role.rawValue.padding(toLength: 7) + "  " + times.string(from: desk.addedAt)
                                + "  " + (desk.revokedAt.map { "revoked " + times.string(from: $0) } ?? "active")
                        })
            }
        } catch {
            return .failed(error.message(times: times), usage: error.isUsageError)
        }
    }

    /// `marquee desks revoke NAME`.
    public func revoke(_ name: DeskName, format: OutputFormat) async -> CommandOutput {
        do throws(DeskError) {
            let desk = try await desks.revoke.execute(name: name)
            return switch format {
            case .json: .json(json(desk))
            case .text: .printing(["Revoked desk \(desk.name); its token no longer opens the service."])
            }
        } catch {
            return .failed(error.message(times: times), usage: error.isUsageError)
        }
    }

    /// A desk's JSON form: `{"name", "role", "addedAt", "revokedAt" (or null)}`.
    private func json(_ desk: Desk) -> JSONValue {
        .object([
            "name": .string(desk.name.displayName), "role": .string(desk.role.rawValue),
            "addedAt": .string(times.iso8601(from: desk.addedAt)),
            "revokedAt": .string(desk.revokedAt.map(times.iso8601(from:))),
        ])
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
