import Foundation

/// One spawn at a time in this test process.
private let spawnLock = NSLock()

extension Process {
    /// Starts the process, never at the same moment as another test's.
    ///
    /// A mitigation, not a proven cure: an App test run once crashed with
    /// SIGSEGV in a `memcpy` inside swift-corelibs-foundation's `Process.run()`
    /// while many tests were starting processes in parallel. Starting them one
    /// after another costs a few milliseconds each; the processes still run
    /// side by side.
    func runOneAtATime() throws {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        try run()
    }
}
