/// A rule that tells whether a candidate qualifies, kept apart from the
/// candidate so it can be named, tested and combined (DDD's specification).
///
/// Combine with ``and(_:)``, ``or(_:)`` and ``not()``:
/// `StartsAfter(now).and(HasFreeSeats())`.
public protocol Specification<Candidate>: Sendable {
    /// What the rule judges.
    associatedtype Candidate

    /// Whether `candidate` meets the rule.
    func isSatisfied(by candidate: Candidate) -> Bool
}

extension Specification {
    /// A rule met when both this one and `other` are.
    public func and<Other: Specification>(_ other: Other) -> AndSpecification<Self, Other>
    where Other.Candidate == Candidate {
        AndSpecification(left: self, right: other)
    }

    /// A rule met when this one or `other` is.
    public func or<Other: Specification>(_ other: Other) -> OrSpecification<Self, Other>
    where Other.Candidate == Candidate {
        OrSpecification(left: self, right: other)
    }

    /// A rule met exactly when this one is not.
    public func not() -> NotSpecification<Self> {
        NotSpecification(base: self)
    }
}

/// Both rules at once; see ``Specification/and(_:)``.
public struct AndSpecification<Left: Specification, Right: Specification>: Specification
where Left.Candidate == Right.Candidate {
    let left: Left
    let right: Right

    /// Whether `candidate` meets both rules.
    public func isSatisfied(by candidate: Left.Candidate) -> Bool {
        left.isSatisfied(by: candidate) && right.isSatisfied(by: candidate)
    }
}

/// Either rule; see ``Specification/or(_:)``.
public struct OrSpecification<Left: Specification, Right: Specification>: Specification
where Left.Candidate == Right.Candidate {
    let left: Left
    let right: Right

    /// Whether `candidate` meets at least one of the rules.
    public func isSatisfied(by candidate: Left.Candidate) -> Bool {
        left.isSatisfied(by: candidate) || right.isSatisfied(by: candidate)
    }
}

/// The opposite of a rule; see ``Specification/not()``.
public struct NotSpecification<Base: Specification>: Specification {
    let base: Base

    /// Whether `candidate` fails the wrapped rule.
    public func isSatisfied(by candidate: Base.Candidate) -> Bool {
        !base.isSatisfied(by: candidate)
    }
}
