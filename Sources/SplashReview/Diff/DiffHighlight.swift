import SplashGeometry
import SplashRaster
import SplashVideo
import SplashImport

/// The pictures that show where two frames differ: the overlay (HEAD's
/// frame greyed and lightened, its changed pixels in a strong colour),
/// one a frame of the overlay video, and the side-by-side still of the
/// frame of largest change, BASE | HEAD | overlay, with a caption.
enum DiffHighlight {
    /// The changed pixels' colour (a strong pink, far from any grey).
    static let mark: (r: UInt8, g: UInt8, b: UInt8) = (236, 26, 115)

    /// HEAD's frame as grey lightened toward white (luma, BT.709 weights,
    /// mapped to 170…250) with the pixels `mask` marks in `mark`. RGBA8,
    /// opaque.
    static func overlay(head: [UInt8], mask: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: mask.count * 4)
        for pixel in 0..<mask.count {
            let o = pixel * 4
            if mask[pixel] != 0 {
                out[o] = mark.r; out[o + 1] = mark.g; out[o + 2] = mark.b
            } else {
                // Rec. 709 luma weights, ×1000.
                let luma = (2126 * Int(head[o]) + 7152 * Int(head[o + 1]) + 722 * Int(head[o + 2])) / 10_000
                let grey = UInt8(170 + luma * 80 / 255)
                out[o] = grey; out[o + 1] = grey; out[o + 2] = grey
            }
        }
        return out
    }

    /// A frame shrunk by a whole factor (the mean of each factor×factor
    /// block; edge blocks averaged over the pixels they have).
    static func shrink(_ rgba: [UInt8], width: Int, height: Int, by factor: Int) -> (rgba: [UInt8], width: Int, height: Int) {
        guard factor > 1 else { return (rgba, width, height) }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var sums = [0, 0, 0, 0], count = 0
                for sy in (y * factor)..<min((y + 1) * factor, height) {
                    for sx in (x * factor)..<min((x + 1) * factor, width) {
                        let o = (sy * width + sx) * 4
                        for c in 0..<4 { sums[c] += Int(rgba[o + c]) }
                        count += 1
                    }
                }
                let o = (y * w + x) * 4
                for c in 0..<4 { out[o + c] = UInt8(sums[c] / max(count, 1)) }
            }
        }
        return (out, w, h)
    }

    /// Panels are shrunk until they are at most this tall.
    static let maxPanelHeight = 480
    static let margin = 12
    static let gap = 12
    static let captionHeight = 24
    static let footerHeight = 26

    /// BASE | HEAD | changed pixels, with a label over each and a line under
    /// them ("frame 21 · 2.10 s · 6.2 % of pixels changed"), as a PNG.
    static func sideBySide(base: [UInt8], head: [UInt8], mask: [UInt8], width: Int, height: Int,
                           labels: [String], footer: String, labeler: DiffLabeler) throws(RenderError) -> [UInt8] {
        let factor = max(1, (height + maxPanelHeight - 1) / maxPanelHeight)
        let panels = [base, head, overlay(head: head, mask: mask)].map { shrink($0, width: width, height: height, by: factor) }
        let pw = panels[0].width, ph = panels[0].height
        let totalWidth = 2 * margin + 3 * pw + 2 * gap
        let totalHeight = margin + captionHeight + ph + footerHeight + margin / 2
        var picture = Pixmap(width: totalWidth, height: totalHeight)
        picture.fill(Path.rect(Rect(x: 0, y: 0, width: Double(totalWidth), height: Double(totalHeight))), paint: .solid(.white))
        let top = margin + captionHeight
        for (index, panel) in panels.enumerated() {
            let left = margin + index * (pw + gap)
            // A hairline frame around each panel, then its pixels over white.
            picture.fill(Path.rect(Rect(x: Double(left - 1), y: Double(top - 1), width: Double(pw + 2), height: Double(ph + 2))), paint: .solid(DiffChart.axisColor))
            for y in 0..<ph {
                for x in 0..<pw {
                    let s = (y * pw + x) * 4, d = ((top + y) * totalWidth + left + x) * 4
                    // Decoded video is opaque; straight alpha over white otherwise.
                    let a = Int(panel.rgba[s + 3])
                    for c in 0..<3 { picture.bytes[d + c] = UInt8((Int(panel.rgba[s + c]) * a + 255 * (255 - a)) / 255) }
                    picture.bytes[d + 3] = 255
                }
            }
            if index < labels.count {
                try labeler.draw(labels[index], size: 12, bold: true, x: Double(left), y: Double(margin + 2), maxWidth: Double(pw), into: &picture)
            }
        }
        try labeler.draw(footer, size: 12, color: DiffLabeler.mutedColor, x: Double(margin), y: Double(top + ph + 6),
                         maxWidth: Double(totalWidth - 2 * margin), into: &picture)
        do { return try PNGEncoder.encode(rgba: picture.bytes, width: totalWidth, height: totalHeight) } catch {
            throw RenderError("cannot encode the diff's side-by-side still: \(error)")
        }
    }
}
