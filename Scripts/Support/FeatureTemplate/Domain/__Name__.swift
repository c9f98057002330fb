/// A __label__: an entity identified by its ``__Name__ID``.
///
/// New ones come from ``Add__Name__UseCase``; a ``__Name__Repository`` keeps them.
public struct __Name__: Identifiable, Hashable, Sendable {
    /// The identity, fixed when it was added.
    public let id: __Name__ID
    /// What it is called.
    public var title: __Name__Title

    /// Creates the value; new ones come from ``Add__Name__UseCase``, stored ones from a repository.
    public init(id: __Name__ID, title: __Name__Title) {
        self.id = id
        self.title = title
    }
}
