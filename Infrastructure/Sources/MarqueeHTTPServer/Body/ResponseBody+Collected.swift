import HTTPTypes
import Hummingbird

extension ResponseBody {
    /// The bytes the body writes, all of them.
    consuming func collected() async throws -> ByteBuffer {
        let writer = CollectingBodyWriter()
        try await write(writer)
        return writer.storage.buffer
    }
}

/// A response body writer that keeps what is written.
private struct CollectingBodyWriter: ResponseBodyWriter {
    final class Storage {
        var buffer = ByteBuffer()
    }

    let storage = Storage()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        storage.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
