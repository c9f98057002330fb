import Foundation

/// Results written from several threads, each slot exactly once.
private final class ResultSlots<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Element?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Element) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Element?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

extension Array where Element: Sendable {
    /// Maps the elements on all cores, keeping their order.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<T>(count: count)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(elements[index]))
        }
        return slots.values.compactMap { $0 }
    }

    /// Starts mapping every element on its own thread and returns at once:
    /// for work that mostly waits (child processes), where more threads than
    /// cores pay off. ``PendingMap/wait()`` collects the results in order.
    func startConcurrentMap<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> PendingMap<T> {
        let pending = PendingMap<T>(count: count)
        for (index, element) in enumerated() {
            pending.group.enter()
            let thread = Thread {
                pending.slots.set(index, transform(element))
                pending.group.leave()
            }
            thread.start()
        }
        return pending
    }

    /// Maps chunks of elements on all cores, keeping their order; cheaper than
    /// ``concurrentMap(_:)`` for many small items.
    func chunkedConcurrentMap<T: Sendable>(chunks: Int, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > chunks * 2 else { return map(transform) }
        let size = (count + chunks - 1) / chunks
        let ranges = stride(from: 0, to: count, by: size).map { $0..<Swift.min($0 + size, count) }
        let elements = self
        return ranges.concurrentMap { range in elements[range].map(transform) }.flatMap { $0 }
    }
}

/// The results of ``Swift/Array/startConcurrentMap(_:)``, in element order.
final class PendingMap<T: Sendable>: @unchecked Sendable {
    fileprivate let slots: ResultSlots<T>
    fileprivate let group = DispatchGroup()

    fileprivate init(count: Int) {
        slots = ResultSlots(count: count)
    }

    /// Waits for every element and returns the results in order.
    func wait() -> [T] {
        group.wait()
        return slots.values.compactMap { $0 }
    }
}
