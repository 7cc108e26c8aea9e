import SplashGeometry
import SplashRaster
import SplashVideo
import SplashImport

/// The chart of one job's changed pixels per frame: a bar a frame, its
/// height the share of pixels changed (strong colour where the frame
/// counts as changed, grey where the change is under the threshold), the
/// y axis scaled to the largest share (rounded up to 1, 2 or 5 × 10ⁿ %),
/// the x axis in frames with their times.
enum DiffChart {
    static let width = 480
    static let height = 180
    static let changedColor = Color(red: 0.92, green: 0.10, blue: 0.45)
    static let quietColor = Color(red: 0.72, green: 0.72, blue: 0.75)
    static let axisColor = Color(red: 0.80, green: 0.80, blue: 0.82)

    /// The plot's area inside the picture.
    static let plot = Rect(x: 52, y: 36, width: Double(width - 52 - 16), height: Double(height - 36 - 40))

    /// The y axis's top: the smallest of 0.1 %, 0.2 %, 0.5 %, 1 %, … 100 %
    /// at or above `largest` (a share, 0…1).
    static func scaleTop(for largest: Double) -> Double {
        let steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0]
        return steps.first { $0 >= largest } ?? 1.0
    }

    /// "5 %", "0.2 %", "100 %".
    static func percent(_ share: Double) -> String {
        let value = share * 100
        if value == value.rounded() { return "\(Int(value)) %" }
        return String(format: value >= 1 ? "%.1f %%" : "%.2g %%", value)
    }

    static func png(shares: [Double], changed: [Bool], fps: Int, title: String, labeler: DiffLabeler) throws(RenderError) -> [UInt8] {
        var chart = Pixmap(width: width, height: height)
        chart.fill(Path.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), paint: .solid(.white))
        let top = scaleTop(for: shares.max() ?? 0)
        try labeler.draw(title, size: 13, bold: true, x: 12, y: 8, maxWidth: Double(width - 24), into: &chart)

        // Axes and a mid-line.
        for fraction in [0.0, 0.5, 1.0] {
            let y = plot.minY + plot.height * (1 - fraction)
            chart.fill(Path.rect(Rect(x: plot.minX, y: y.rounded(), width: plot.width, height: 1)), paint: .solid(axisColor))
            try labeler.draw(percent(top * fraction), size: 11, color: DiffLabeler.mutedColor, x: plot.minX - 6, y: y - 7, anchor: 1, into: &chart)
        }
        chart.fill(Path.rect(Rect(x: plot.minX, y: plot.minY, width: 1, height: plot.height + 1)), paint: .solid(axisColor))

        // Bars.
        let count = max(shares.count, 1)
        let slot = plot.width / Double(count)
        let gap = slot >= 4 ? 1.0 : 0
        for (frame, share) in shares.enumerated() where share > 0 {
            let barHeight = max(1, plot.height * min(share / top, 1))
            let rect = Rect(x: plot.minX + 1 + Double(frame) * slot, y: plot.minY + plot.height - barHeight, width: max(slot - gap, 0.5), height: barHeight)
            let isChanged = frame < changed.count && changed[frame]
            chart.fill(Path.rect(rect), paint: .solid(isChanged ? changedColor : quietColor))
        }

        // The x axis: first, middle and last frame, with their times.
        let last = max(shares.count - 1, 0)
        let ticks = last >= 2 ? [0, last / 2, last] : Array(Set([0, last])).sorted()
        for frame in ticks {
            let x = plot.minX + 1 + (Double(frame) + 0.5) * slot
            chart.fill(Path.rect(Rect(x: x.rounded(), y: plot.minY + plot.height + 1, width: 1, height: 4)), paint: .solid(axisColor))
            let anchor = frame == 0 && ticks.count > 1 ? 0.0 : frame == last && ticks.count > 1 ? 1.0 : 0.5
            let seconds = fps > 0 ? String(format: " · %.2f s", Double(frame) / Double(fps)) : ""
            try labeler.draw("\(frame)\(seconds)", size: 11, color: DiffLabeler.mutedColor, x: x, y: plot.minY + plot.height + 7, anchor: anchor, into: &chart)
        }
        try labeler.draw("frame", size: 11, color: DiffLabeler.mutedColor, x: plot.minX + plot.width / 2, y: plot.minY + plot.height + 22, anchor: 0.5, into: &chart)
        do { return try PNGEncoder.encode(rgba: chart.bytes, width: chart.width, height: chart.height) } catch {
            throw RenderError("cannot encode the diff chart: \(error)")
        }
    }
}
