import Foundation
import SplashCompositor
import SplashRaster
import SplashRender
import SplashScene

/// `--where PRESET…`: where a preset's frames go, on one core, as the
/// video renderer draws them (band by band, a frame equal to the one
/// before not drawn): the display lists' building and the drawing, in
/// thread CPU time over every frame; then each top-level operation drawn
/// alone over the background, summed over the frames by what it draws
/// (its kind and layer), less the background fill where it does not
/// cover the frame. Operations hide one another, so the parts add up to
/// more than the whole.
enum WhereBench {
    /// `spin`: draw only that drawn frame (and that top-level operation of
    /// it), 600 times, for a profiler (`--spin FRAME [OPERATION]`).
    static func run(presets: [String], spin: (frame: Int, operation: Int?)? = nil) throws {
        guard let device = Device.named(PresetBench.device) else { throw BenchError("no device \(PresetBench.device)") }
        for name in presets {
            guard let preset = Preset.named(name) else { throw BenchError("no preset \(name)") }
            let compositor = try Compositor(scene: try preset.scene(canvas: device.points), scale: Double(device.scale))
            try run(name, compositor, spin: spin)
        }
    }

    static func run(_ name: String, _ compositor: Compositor, spin: (frame: Int, operation: Int?)?) throws {
        let schedule = FrameSchedule(duration: compositor.scene.duration, fps: PresetBench.fps)
        var lists: [DisplayList] = []
        var building = Double.infinity
        for _ in 0..<2 {
            lists = []
            let start = Stopwatch.threadCPUSeconds
            for index in 0..<schedule.frameCount {
                lists.append(try compositor.displayList(at: schedule.time(ofFrame: index)))
            }
            building = min(building, Stopwatch.threadCPUSeconds - start)
        }
        // The frames the renderer draws: those whose list differs from the one before.
        let drawn = lists.indices.filter { $0 == 0 || lists[$0] != lists[$0 - 1] }.map { lists[$0] }
        func cost(_ frames: [DisplayList]) throws -> Double {
            var best = Double.infinity
            for _ in 0..<2 {
                let start = Stopwatch.threadCPUSeconds
                for list in frames {
                    try compositor.render(list, bandRows: compositor.bandRows) { _, band in
                        checksum &+= Int(band.bytes[band.bytes.count / 2])
                    }
                }
                best = min(best, Stopwatch.threadCPUSeconds - start)
            }
            return best
        }
        if let spin {
            // Under a profiler: one drawn frame (or one of its top-level operations) over and over.
            guard drawn.indices.contains(spin.frame) else { throw BenchError("\(name) draws frames 0–\(drawn.count - 1)") }
            var list = drawn[spin.frame]
            if let only = spin.operation {
                guard list.operations.indices.contains(only) else { throw BenchError("that frame has operations 0–\(list.operations.count - 1)") }
                list = DisplayList(width: list.width, height: list.height, background: list.background, operations: [list.operations[only]])
            }
            for _ in 0..<300 { _ = try cost([list]) }
            return
        }
        let whole = try cost(drawn)
        let perFrame = { (seconds: Double) in seconds * 1000 / Double(drawn.count) }
        line("\(name): \(schedule.frameCount) frames, \(drawn.count) drawn (\(compositor.pixelWidth)×\(compositor.pixelHeight)), thread CPU on one core, ms a drawn frame:")
        line(String(format: "  display lists built (every frame): %.2f ms   drawn, band by band: %.2f ms   total %.1f ms a render",
                    perFrame(building), perFrame(whole), (building + whole) * 1000))
        let background = try cost(drawn.map { DisplayList(width: $0.width, height: $0.height, background: $0.background, operations: []) })
        line(String(format: "  background alone: %.2f ms", perFrame(background)))
        var parts: [String: Double] = [:], order: [String] = []
        for list in drawn {
            for operation in list.operations {
                let alone = DisplayList(width: list.width, height: list.height, background: list.background, operations: [operation])
                let seconds = try cost([alone]) - (alone.lastFullCover != nil ? 0 : background / Double(drawn.count))
                let label = label(of: operation)
                if parts[label] == nil { order.append(label) }
                parts[label, default: 0] += seconds
                // A clip's operations, each alone through the clip.
                if case .clip(let clip) = operation {
                    for (index, inner) in clip.operations.enumerated() {
                        var one = clip
                        one.operations = [inner]
                        let list = DisplayList(width: list.width, height: list.height, background: list.background, operations: [.clip(one)])
                        let innerLabel = label + " / \(index) " + self.label(of: inner)
                        if parts[innerLabel] == nil { order.append(innerLabel) }
                        parts[innerLabel, default: 0] += try cost([list]) - background / Double(drawn.count)
                    }
                }
            }
        }
        for label in order {
            line("  " + label.padding(toLength: 60, withPad: " ", startingAt: 0) + String(format: "%6.2f ms", perFrame(parts[label] ?? 0)))
        }
        line("")
    }

    nonisolated(unsafe) static var checksum = 0

    /// What an operation draws, for the table: its kind and the first layer named in it.
    static func label(of operation: DrawOperation) -> String {
        switch operation {
        case .fill(let fill): "fill \(fill.layer ?? "?") (\(kind(of: fill)))"
        case .clip(let clip): "clip of \(clip.operations.count) around \(firstLayer(clip.operations) ?? "?")"
        case .group(let group):
            "group" + (group.shadow != nil ? " with shadow" : "") + (group.mask != nil ? " with mask" : "") + " of \(firstLayer(group.operations) ?? "?")"
        case .projected: "projected"
        case .dissolve: "dissolve"
        }
    }

    static func kind(of fill: FillOperation) -> String {
        let shape = switch fill.geometry {
        case .rect: "rect"
        case .path: "path"
        }
        let paint = switch fill.paint {
        case .solid: "solid"
        case .linearGradient: "linear gradient"
        case .radialGradient: "radial gradient"
        case .conicGradient: "conic gradient"
        case .image: "image"
        }
        return "\(shape), \(paint)"
    }

    static func firstLayer(_ operations: [DrawOperation]) -> String? {
        for operation in operations {
            switch operation {
            case .fill(let fill): if let layer = fill.layer { return layer }
            case .clip(let clip): if let layer = firstLayer(clip.operations) { return layer }
            case .group(let group): if let layer = firstLayer(group.operations) { return layer }
            default: continue
            }
        }
        return nil
    }
}
