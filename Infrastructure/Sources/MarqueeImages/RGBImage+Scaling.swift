import MarqueeTerminalModel
extension RGBImage {
    /// The image resized to exactly `width` × `height` with a box filter: each
    /// new pixel is the average of the source pixels it covers (nearest pixel
    /// when enlarging).
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> RGBImage {
        let targetWidth = max(1, newWidth)
        let targetHeight = max(1, newHeight)
        var output = [UInt8](repeating: 0, count: targetWidth * targetHeight * 3)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<targetHeight {
                let top = y * height / targetHeight
                let bottom = max(top + 1, (y + 1) * height / targetHeight)
                for x in 0..<targetWidth {
                    let left = x * width / targetWidth
                    let right = max(left + 1, (x + 1) * width / targetWidth)
                    var sums = (0, 0, 0)
                    for row in top..<bottom {
                        var offset = (row * width + left) * 3
                        for _ in left..<right {
                            sums.0 += Int(source[offset])
                            sums.1 += Int(source[offset + 1])
                            sums.2 += Int(source[offset + 2])
                            offset += 3
                        }
                    }
                    let count = (bottom - top) * (right - left)
                    let target = (y * targetWidth + x) * 3
                    output[target] = UInt8((sums.0 + count / 2) / count)
                    output[target + 1] = UInt8((sums.1 + count / 2) / count)
                    output[target + 2] = UInt8((sums.2 + count / 2) / count)
                }
            }
        }
        return RGBImage(width: targetWidth, height: targetHeight, pixels: output) ?? self
    }

    /// The image scaled (keeping its shape) to fit in `columns` × `rows`
    /// terminal cells drawn with half blocks, i.e. `columns` × `2 * rows`
    /// pixels — a cell is about twice as tall as wide, so pixels stay square.
    public func fitted(columns: Int, rows: Int) -> RGBImage {
        let boxWidth = max(1, columns)
        let boxHeight = max(1, rows * 2)
        // Compare width/height ratios without floating point.
        let fitsWidth = width * boxHeight >= height * boxWidth
        let targetWidth = fitsWidth ? boxWidth : max(1, (width * boxHeight + height / 2) / height)
        let targetHeight = fitsWidth ? max(1, (height * boxWidth + width / 2) / width) : boxHeight
        return scaled(toWidth: min(boxWidth, targetWidth), height: min(boxHeight, targetHeight))
    }
}
