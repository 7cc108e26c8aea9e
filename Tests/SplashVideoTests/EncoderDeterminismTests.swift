import CFFmpeg
import Foundation
import Testing
@testable import SplashVideo

/// The same frames give the same bytes whatever else the process is doing:
/// libx264's AVX-512 code read memory it never initialised, so its output
/// depended on what earlier allocations had left in the heap (see
/// `X264InstructionSet`). On a CPU without AVX-512 the first two tests
/// pass either way; on one with it they failed before the pin.
@Suite struct EncoderDeterminismTests {
    /// A red square sliding over a gradient for one second: motion, so
    /// the encoder searches, predicts and plans ahead as in a real render.
    static let frames = (0..<30).map { i in
        TestPicture(width: 64, height: 48) { x, y in
            let left = 8 + i * 36 / 29
            if x >= left, x < left + 20, y >= 14, y < 34 { return (255, 59, 48) }
            return (UInt8(32 + x * 3), UInt8(48 + y * 3), UInt8(64 + x + y))
        }
    }
    static let settings = VideoEncoderSettings(width: 64, height: 48, fps: 30, threads: 1)

    /// Fills and frees heap blocks of assorted sizes with `seed`'s bytes,
    /// so that the next allocations reuse memory holding them.
    static func scribbleOnTheHeap(seed: Int) {
        var blocks: [UnsafeMutableRawPointer] = []
        for k in 0..<200 {
            let size = 64 + (k * 977 + seed * 131) % 40_000
            guard let block = malloc(size) else { continue }
            memset(block, Int32((seed * 37 + k) % 256), size)
            blocks.append(block)
        }
        blocks.forEach { free($0) }
    }

    @Test func sameBytesWhateverTheHeapHeld() throws {
        let directory = try TemporaryDirectory()
        var files: [Data] = []
        for seed in 0..<8 {
            Self.scribbleOnTheHeap(seed: seed)
            let path = directory.path("\(seed).mp4")
            try writeVideo(path: path, settings: Self.settings, frames: Self.frames)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let sizes = files.map(\.count)
        #expect(Set(files).count == 1, "8 encodes of the same frames gave \(Set(files).count) different files (sizes \(sizes))")
    }

    @Test func sameBytesFromConcurrentWriters() throws {
        let directory = try TemporaryDirectory()
        let paths = (0..<8).map { directory.path("\($0).mp4") }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            do {
                try writeVideo(path: paths[index], settings: VideoEncoderSettings(width: 64, height: 48, fps: 30), frames: Self.frames)
            } catch {
                failures.record("\(paths[index]): \(error)")
            }
        }
        #expect(failures.messages.isEmpty)
        let files = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(Set(files).count == 1, "8 concurrent encodes gave \(Set(files).count) different files (sizes \(files.map(\.count)))")
    }

    @Test func libx264IsNeverGivenAVX512() {
        let avx512: Int32 = AV_CPU_FLAG_SSE2 | AV_CPU_FLAG_SSE3 | AV_CPU_FLAG_SSSE3 | AV_CPU_FLAG_SSE4 | AV_CPU_FLAG_SSE42
            | AV_CPU_FLAG_AVX | AV_CPU_FLAG_FMA3 | AV_CPU_FLAG_BMI2 | AV_CPU_FLAG_AVX2 | AV_CPU_FLAG_AVX512
        #expect(X264InstructionSet.level(cpuFlags: avx512) == "AVX2")
        // AVX2 without FMA3/BMI2 (which libx264's AVX2 level implies) stays at AVX.
        #expect(X264InstructionSet.level(cpuFlags: AV_CPU_FLAG_SSE42 | AV_CPU_FLAG_AVX | AV_CPU_FLAG_AVX2) == "AVX")
        #expect(X264InstructionSet.level(cpuFlags: AV_CPU_FLAG_SSE2 | AV_CPU_FLAG_SSE3 | AV_CPU_FLAG_SSSE3) == "SSSE3")
        #expect(X264InstructionSet.level(cpuFlags: AV_CPU_FLAG_SSE2) == "SSE2")
        #if arch(x86_64)
        #expect(X264InstructionSet.pinned != nil)
        #expect(X264InstructionSet.pinned?.contains("512") == false)
        #endif
    }
}

/// Error messages collected from concurrent work.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func record(_ message: String) {
        lock.lock()
        collected.append(message)
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
