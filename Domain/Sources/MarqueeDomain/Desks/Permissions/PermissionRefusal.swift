/// A context's error that can say a desk was refused an action
/// (``AccountsError/notPermitted(_:)``, ``BoxOfficeError/notPermitted(_:)``),
/// so a use case refuses in its own context's terms.
public protocol PermissionRefusal: Error {
    /// The error for `denial`.
    static func notPermitted(_ denial: PermissionDenied) -> Self
}

extension Desk {
    /// Checks that the desk's role allows `action`, refusing as `Failure`.
    func authorize<Failure: PermissionRefusal>(_ action: DeskAction, as _: Failure.Type) throws(Failure) {
        do throws(PermissionDenied) {
            try authorize(action)
        } catch {
            throw Failure.notPermitted(error)
        }
    }
}
