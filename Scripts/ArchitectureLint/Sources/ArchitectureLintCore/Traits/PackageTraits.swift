/// The traits of one package and which trait enables which, to list the
/// combinations SwiftPM can build it with: any set of traits a client asks
/// for (defaults can be turned off), together with the traits they enable.
struct PackageTraits: Sendable {
    /// The declared trait names.
    let names: Set<String>
    /// Trait → the traits enabling it enables directly.
    private let enables: [String: [String]]

    init(_ manifest: PackageManifest) {
        names = Set(manifest.traits.map(\.name))
        enables = Dictionary(manifest.traits.map { ($0.name, $0.enabledTraits) }, uniquingKeysWith: { $0 + $1 })
    }

    /// Whether the package declares no trait.
    var isEmpty: Bool { names.isEmpty }

    /// The traits enabled when `chosen` are asked for.
    func enabled(byChoosing chosen: Set<String>) -> Set<String> {
        var enabled = chosen
        var pending = Array(chosen)
        while let trait = pending.popLast() {
            for next in enables[trait] ?? [] where enabled.insert(next).inserted { pending.append(next) }
        }
        return enabled
    }

    /// Every combination of `relevant` traits that can be enabled together,
    /// fewest traits first. Only the traits that are relevant or enable a
    /// relevant one are chosen among, so this is 2ⁿ for the n traits one
    /// import or condition involves, not for all the package declares.
    func combinations(of relevant: Set<String>) -> [Set<String>] {
        let choosable = names.filter { !enabled(byChoosing: [$0]).isDisjoint(with: relevant) }.sorted()
        var combinations: Set<Set<String>> = []
        for mask in 0..<(1 << choosable.count) {
            let chosen = choosable.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            combinations.insert(enabled(byChoosing: Set(chosen)).intersection(relevant))
        }
        return combinations.sorted {
            ($0.count, $0.sorted().joined(separator: ",")) < ($1.count, $1.sorted().joined(separator: ","))
        }
    }
}
