// marquee-terminal-benchmark: what FrameRenderer's diff saves.
//
//   swift run -c release --package-path Infrastructure marquee-terminal-benchmark
//
// For an 80x24 and a 200x60 grid filled like the search screen (a query
// field, a styled result list with a highlighted row, a details pane), it
// measures the bytes written for a keystroke frame (one more character in
// the query, the highlight moved down a row, and — since every details line
// here quotes the query — a change on every row of the right pane) against a full
// redraw of the same frame, and the time per diff and per full redraw.
// Given a JPEG file, it also times decoding it and turning it into a
// 40x30-cell half-block image:
//
//   marquee-terminal-benchmark [poster.jpg]
import MarqueeImages
import MarqueeTerminalModel
import Foundation
import MarqueeTerminal

func searchScreen(size: TerminalSize, query: String, selected: Int, shift: Int) -> TerminalGrid {
    var grid = TerminalGrid(size: size)
    let accent = TerminalStyle(foreground: .rgb(255, 200, 60), attributes: .bold)
    let dim = TerminalStyle(foreground: .rgb(140, 140, 140))
    let highlight = TerminalStyle(foreground: .rgb(20, 20, 20), background: .rgb(255, 200, 60))
    grid.write("> \(query)", row: 0, column: 0, style: accent)
    grid.write("417 films", row: 0, column: size.columns - 10, style: dim)
    let listWidth = size.columns / 2
    for row in 1..<size.rows - 1 {
        let index = row + shift
        let title = "\(1970 + index % 50)  Film number \(index) — 千と千尋 \(String(repeating: "·", count: index % 7))"
        grid.write(
            title, row: row, column: 0, width: listWidth - 1, style: row == selected ? highlight : .plain,
            overflow: .clip)
        let details = "Overview line \(row): a cinema story about \(query) in \(index) scenes"
        grid.write(
            details, row: row, column: listWidth + 1, width: size.columns - listWidth - 1, style: dim, overflow: .clip)
    }
    grid.write("↑↓ move  enter details  esc quit", row: size.rows - 1, column: 0, style: dim)
    return grid
}

func measure(size: TerminalSize) {
    let before = searchScreen(size: size, query: "star wa", selected: 3, shift: 0)
    let after = searchScreen(size: size, query: "star war", selected: 4, shift: 0)
    var renderer = FrameRenderer(capability: .trueColor)
    _ = renderer.render(before)
    let diffBytes = renderer.render(after).count
    var full = FrameRenderer(capability: .trueColor)
    let fullBytes = full.render(after).count

    let iterations = size.columns > 100 ? 400 : 2000
    var sink = 0
    let clock = ContinuousClock()
    let diffTime = clock.measure {
        var renderer = FrameRenderer(capability: .trueColor)
        _ = renderer.render(before)
        for index in 0..<iterations {
            sink &+= renderer.render(index.isMultiple(of: 2) ? after : before).count
        }
    }
    let fullTime = clock.measure {
        for _ in 0..<iterations {
            var renderer = FrameRenderer(capability: .trueColor)
            sink &+= renderer.render(after).count
        }
    }
    let perDiff = microseconds(diffTime) / Double(iterations)
    let perFull = microseconds(fullTime) / Double(iterations)
    print(
        "\(size): keystroke frame \(diffBytes) bytes, full redraw \(fullBytes) bytes, ratio \(String(format: "%.3f", Double(diffBytes) / Double(fullBytes)))"
    )
    print(
        "\(size): diff \(String(format: "%.1f", perDiff)) µs/frame, full redraw \(String(format: "%.1f", perFull)) µs/frame (\(iterations) frames, checksum \(sink % 10))"
    )
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000_000 + Double(duration.components.attoseconds) / 1_000_000_000_000
}

func measurePoster(at path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let iterations = 50
    var image: RGBImage?
    let decodeTime = try ContinuousClock().measure {
        for _ in 0..<iterations { image = try JPEGDecoder().decode(bytes) }
    }
    guard let image else { return }
    var cells = 0
    let cellTime = ContinuousClock().measure {
        for _ in 0..<iterations {
            cells += HalfBlockImage(image.fitted(columns: 40, rows: 30), capability: .trueColor).rows.count
        }
    }
    print(
        "poster \(image.width)x\(image.height), \(bytes.count) bytes: decode \(String(format: "%.2f", microseconds(decodeTime) / Double(iterations) / 1000)) ms, fit + half blocks \(String(format: "%.2f", microseconds(cellTime) / Double(iterations) / 1000)) ms"
    )
}

measure(size: TerminalSize(columns: 80, rows: 24))
measure(size: TerminalSize(columns: 200, rows: 60))
if CommandLine.arguments.count > 1 {
    try measurePoster(at: CommandLine.arguments[1])
}
