/// A `#if` condition as the lint reads it: names (a trait, `DEBUG`, a `-D`
/// flag), `true`, `false`, `!`, `&&`, `||` and parentheses. Anything else
/// (`os(Linux)`, `canImport(X)`, `swift(>=6.0)`) is a fact the lint cannot
/// know, kept as written.
public indirect enum CompilationCondition: Sendable, Equatable {
    /// One thing that is true or false in a build.
    public enum Atom: Sendable, Hashable {
        /// A bare name: a trait or another compilation condition (`DEBUG`).
        case flag(String)
        /// Any other test, as written (`os(Linux)`).
        case fact(String)
    }

    case literal(Bool)
    case atom(Atom)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)

    /// Whether the condition holds where `value` says which atoms are true.
    public func holds(_ value: (Atom) -> Bool) -> Bool {
        switch self {
        case .literal(let truth): return truth
        case .atom(let atom): return value(atom)
        case .not(let condition): return !condition.holds(value)
        case .and(let left, let right): return left.holds(value) && right.holds(value)
        case .or(let left, let right): return left.holds(value) || right.holds(value)
        }
    }

    /// Every atom, each once, in the order written.
    public var atoms: [Atom] {
        var seen: Set<Atom> = []
        return leaves.filter { seen.insert($0).inserted }
    }

    private var leaves: [Atom] {
        switch self {
        case .literal: return []
        case .atom(let atom): return [atom]
        case .not(let condition): return condition.leaves
        case .and(let left, let right), .or(let left, let right): return left.leaves + right.leaves
        }
    }

    /// Both conditions; `true` drops out.
    static func && (left: CompilationCondition, right: CompilationCondition) -> CompilationCondition {
        if left == .literal(true) { return right }
        if right == .literal(true) { return left }
        return .and(left, right)
    }
}
