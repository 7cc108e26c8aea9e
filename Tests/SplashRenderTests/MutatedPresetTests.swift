import Foundation
import Testing
import SplashCompositor
import SplashGeometry
import SplashScene
import SplashTestSupport

/// Hundreds of seeded mutations of every preset file (bytes flipped, spans
/// cut or doubled, numbers swapped for extreme ones, deep nesting pushed
/// in), each through the scene decoder and a tiny render: a clean one-line
/// error or a frame, never a crash. The same seeds every run, so a failure
/// replays; `SPLASH_MUTATIONS=N` runs N per preset instead of 120.
@Suite("Mutated presets fail cleanly or render")
struct MutatedPresetTests {
    static let extremes = ["1e308", "-1e308", "1e19", "-1e19", "0", "-0", "1e-300", "4294967296", "-2147483649", "123456789012345678901234567890"]

    static func mutate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
        guard !bytes.isEmpty else { return }
        switch random.int(0...5) {
        case 0:
            bytes[random.int(0...(bytes.count - 1))] = UInt8(random.int(0...255))
        case 1:
            let start = random.int(0...(bytes.count - 1)), length = min(random.int(1...64), bytes.count - start)
            bytes.removeSubrange(start..<(start + length))
        case 2:
            let start = random.int(0...(bytes.count - 1)), length = min(random.int(1...256), bytes.count - start)
            bytes.insert(contentsOf: bytes[start..<(start + length)], at: start)
        case 3, 4:
            // A number (a run of digits) becomes an extreme one.
            let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) && ($0 == 0 || !(48...57).contains(bytes[$0 - 1])) }
            guard !digits.isEmpty else { return }
            let start = digits[random.int(0...(digits.count - 1))]
            var end = start
            while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            bytes.replaceSubrange(start..<end, with: Array(extremes[random.int(0...(extremes.count - 1))].utf8))
        default:
            let at = random.int(0...(bytes.count - 1))
            bytes.insert(contentsOf: Array(String(repeating: "[", count: random.int(1...300)).utf8), at: at)
        }
    }

    @Test(arguments: Preset.all.map(\.name))
    func mutationsOfAPreset(name: String) throws {
        let preset = try #require(Preset.named(name))
        let original = Array(preset.json.utf8)
        var random = SeededRandom(state: UInt32(truncatingIfNeeded: name.utf8.reduce(2166136261) { ($0 ^ UInt32($1)) &* 16777619 }))
        // SPLASH_MUTATIONS=N runs more, to hunt locally; the suite runs 120.
        let trials = ProcessInfo.processInfo.environment["SPLASH_MUTATIONS"].flatMap(Int.init) ?? 120
        var (refused, rendered) = (0, 0)
        for _ in 0..<trials {
            var bytes = original
            for _ in 0..<random.int(1...3) { Self.mutate(&bytes, &random) }
            let scene: Scene
            do {
                scene = try SceneDecoder.decode(Data(bytes), file: "\(name).json", canvas: Size(width: 375, height: 667))
            } catch {
                refused += 1
                #expect(!error.description.contains("\n"), "\(error.description)")
                continue
            }
            do {
                let compositor = try Compositor(scene: scene, scale: 0.05)
                let frame = try compositor.render(at: scene.duration * random.unit())
                #expect(frame.width == compositor.pixelWidth)
                rendered += 1
            } catch {
                refused += 1
            }
        }
        #expect(refused + rendered == trials)
        #expect(refused > 0 && rendered > 0, "\(refused) refused, \(rendered) rendered")
    }
}
