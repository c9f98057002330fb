public import SkeletonDomain

/// The promises every ``/SkeletonDomain/IDGenerator`` keeps, as checks to run
/// against each implementation (see ``ContractCheck``).
public enum IDGeneratorContract {
    /// Every check; each expects a new generator.
    public static let checks: [ContractCheck<any IDGenerator>] = [
        ContractCheck("every id is 1–64 ASCII letters, digits, - or _") { ids in
            for _ in 0..<100 {
                let id = await ids.nextID()
                try Expect.that(
                    !id.isEmpty && id.utf8.count <= 64
                        && id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") },
                    "\(id) breaks the identifier rules")
            }
        },
        ContractCheck("no id is handed out twice") { ids in
            var seen: Set<String> = []
            for _ in 0..<1000 {
                let id = await ids.nextID()
                try Expect.that(seen.insert(id).inserted, "\(id) was handed out twice")
            }
        },
    ]
}
