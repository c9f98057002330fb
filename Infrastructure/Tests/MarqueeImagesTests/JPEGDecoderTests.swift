import Foundation
import MarqueeImages
import Testing

@Suite struct JPEGDecoderTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jpg", subdirectory: "Fixtures"))
        return try [UInt8](Data(contentsOf: url))
    }

    private func isClose(_ pixel: (red: UInt8, green: UInt8, blue: UInt8), _ expected: (Int, Int, Int)) -> Bool {
        abs(Int(pixel.red) - expected.0) <= 12 && abs(Int(pixel.green) - expected.1) <= 12
            && abs(Int(pixel.blue) - expected.2) <= 12
    }

    @Test func decodesABaselineJPEGToRGBPixels() throws {
        let image = try JPEGDecoder().decode(Self.fixture("quadrants-16x8"))
        #expect(image.width == 16 && image.height == 8)
        #expect(image.pixels.count == 16 * 8 * 3)
        #expect(isClose(image.pixel(x: 2, y: 1), (255, 0, 0)))
        #expect(isClose(image.pixel(x: 13, y: 1), (0, 0, 255)))
        #expect(isClose(image.pixel(x: 2, y: 6), (0, 255, 0)))
        #expect(isClose(image.pixel(x: 13, y: 6), (255, 255, 255)))
    }

    @Test func decodesProgressiveAndGreyscaleJPEGsToRGB() throws {
        let progressive = try JPEGDecoder().decode(Self.fixture("gradient-40x30-progressive"))
        #expect(progressive.width == 40 && progressive.height == 30)
        #expect(isClose(progressive.pixel(x: 39, y: 29), (234, 232, 128)))
        let grey = try JPEGDecoder().decode(Self.fixture("gray-40x30"))
        #expect(grey.pixels.count == 40 * 30 * 3)
        let pixel = grey.pixel(x: 20, y: 15)
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test func truncatedJPEGIsAnError() throws {
        let bytes = try Self.fixture("gradient-40x30-progressive")
        for length in [2, 20, bytes.count / 2, bytes.count - 2] {
            #expect(throws: ImageDecodingError.self) { try JPEGDecoder().decode(Array(bytes.prefix(length))) }
        }
    }

    @Test func corruptJPEGIsAnError() throws {
        var bytes = try Self.fixture("quadrants-16x8")
        for index in stride(from: 300, to: bytes.count - 2, by: 3) { bytes[index] = 0xFF }
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder().decode(bytes) }
    }

    @Test func nonJPEGInputIsAnErrorWithLibjpegsMessage() {
        #expect(throws: ImageDecodingError.invalidData("Not a JPEG file: starts with 0x89 0x50")) {
            try JPEGDecoder().decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 64))
        }
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder().decode([]) }
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder().decode(Array("<html>404</html>".utf8)) }
    }

    @Test func imagesPastTheLimitsAreRefusedBeforeDecoding() throws {
        let bytes = try Self.fixture("gradient-40x30-progressive")
        #expect(throws: ImageDecodingError.tooLarge(width: 40, height: 30)) {
            try JPEGDecoder(maximumWidth: 39).decode(bytes)
        }
        #expect(throws: ImageDecodingError.tooLarge(width: 40, height: 30)) {
            try JPEGDecoder(maximumPixels: 1000).decode(bytes)
        }
    }

    @Test func randomBytesAfterAValidHeaderNeverCrash() throws {
        let bytes = try Self.fixture("quadrants-16x8")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            var mutated = bytes
            for _ in 0..<8 {
                mutated[Int.random(in: 2..<mutated.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            _ = try? JPEGDecoder().decode(mutated)
        }
    }
}
