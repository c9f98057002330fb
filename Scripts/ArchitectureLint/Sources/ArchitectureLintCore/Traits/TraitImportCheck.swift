/// An import of a module whose dependency the manifest declares only with
/// some traits must be compiled only with them: in every combination of
/// traits (and of the other conditions, which the lint cannot know) where
/// the import's `#if` branches hold, one of the dependencies that bring the
/// module is there.
struct TraitImportCheck: Sendable {
    let model: WorkspaceModel

    func run(_ sources: [TargetSources]) -> [Diagnostic] {
        sources.flatMap { source in
            let traits = PackageTraits(source.target.package.manifest)
            return source.imports.compactMap { file, declaration in
                check(declaration, in: file, of: source.target, traits: traits)
            }
        }
    }

    private func check(
        _ declaration: ImportDeclaration, in file: ScannedFile, of target: ResolvedTarget, traits: PackageTraits
    ) -> Diagnostic? {
        let bringers = target.dependencies.filter { $0.modules.contains(declaration.module) }
        // Undeclared imports are another check's; an unconditional dependency is always there.
        guard !bringers.isEmpty, bringers.allSatisfy({ $0.dependency.traits != nil }) else { return nil }
        var required: [String] = []
        for trait in bringers.flatMap({ $0.dependency.traits ?? [] }) where !required.contains(trait) {
            required.append(trait)
        }
        // A trait the package does not declare is never enabled: unknown-trait reports it.
        guard required.allSatisfy(traits.names.contains) else { return nil }
        guard let failing = Self.combination(where: declaration.activeWhen, holds: traits, without: required)
        else { return nil }
        let manifestPath = target.package.manifestPath
        let one = required.count == 1
        return declaration.location(in: file).diagnostic(
            .unguardedTraitImport,
            "\(target.name) imports \(declaration.module), which \(manifestPath) brings only with trait\(one ? "" : "s") \(Self.list(required, "or")), so the import fails to build with \(failing); wrap it in #if \(required.joined(separator: " || ")) or make the dependency unconditional\(declaration.conditionSuffix)"
        )
    }

    /// The first combination (fewest traits and facts on) where `condition`
    /// holds while none of `required` is enabled, described
    /// (`HTTP off, PostgreSQL on`); nil when there is none.
    static func combination(
        where condition: CompilationCondition, holds traits: PackageTraits, without required: [String]
    ) -> String? {
        let atoms = condition.atoms
        let relevant = Set(required).union(
            atoms.compactMap { atom -> String? in
                guard case .flag(let name) = atom, traits.names.contains(name) else { return nil }
                return name
            }
        ).intersection(traits.names)
        // Facts, and names that are no trait, are whatever a build makes them.
        let free = atoms.filter {
            if case .flag(let name) = $0 { return !traits.names.contains(name) }
            return true
        }
        let assignments = (0..<(1 << free.count)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
        for enabled in traits.combinations(of: relevant) where enabled.isDisjoint(with: required) {
            for mask in assignments {
                let truths = Set(free.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
                let holds = condition.holds { atom in
                    if case .flag(let name) = atom, traits.names.contains(name) { return enabled.contains(name) }
                    return truths.contains(atom)
                }
                guard holds else { continue }
                var parts = ["\(list(required, "and")) off"]
                if !enabled.isEmpty { parts.append("\(list(enabled.sorted(), "and")) on") }
                let facts = free.filter(truths.contains).map { atom -> String in
                    switch atom {
                    case .flag(let name), .fact(let name): return name
                    }
                }
                if !facts.isEmpty { parts.append("\(list(facts, "and")) true") }
                return parts.joined(separator: ", ")
            }
        }
        return nil
    }

    /// `A`, `A or B`, `A, B or C`.
    static func list(_ names: [String], _ conjunction: String) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return "\(names.dropLast().joined(separator: ", ")) \(conjunction) \(last)"
    }
}
