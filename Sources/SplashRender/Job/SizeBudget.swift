import Foundation
import SplashVideo
import SplashImport

/// `--max-size`: the largest file a video may be, in bytes.
public struct SizeBudget: Sendable, Hashable, Encodable {
    public let bytes: Int

    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// "10MB", "2.5 MB", "800KB", "10MiB", "1500000" (bytes): decimal
    /// units (1 MB = 1,000,000 bytes, as GitHub and Slack state their
    /// limits) and binary ones (1 MiB = 1,048,576); nil for anything else,
    /// or under 1 KB, or over 100 GB.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, Double)] = [("kib", 1024), ("mib", 1_048_576), ("gib", 1_073_741_824), ("kb", 1e3), ("mb", 1e6), ("gb", 1e9), ("k", 1e3), ("m", 1e6), ("g", 1e9), ("b", 1)]
        var number = Substring(trimmed), scale = 1.0
        for (suffix, factor) in units where trimmed.hasSuffix(suffix) {
            number = trimmed.dropLast(suffix.count)
            scale = factor
            break
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        let bytes = value * scale
        guard bytes >= 1000, bytes <= 1e11 else { return nil }
        self.bytes = Int(bytes.rounded(.down))
    }

    /// "9.8 MB": bytes in decimal megabytes (or KB under one MB).
    public static func text(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", Double(bytes) / 1e3)
    }

    /// Whether `codec` has a quality to search (CRF, or WebP's lossy quality).
    public static func applies(to codec: VideoCodec, webp: WebPCompression) -> Bool {
        switch codec {
        case .h264, .hevc, .vp9: true
        case .webp: webp == .lossy
        case .prores, .gif: false
        }
    }
}

/// What a size-budgeted render chose.
public struct SizeBudgetChoice: Sendable, Hashable {
    /// The CRF written (the best quality that fit).
    public let crf: Int
    /// The file's size.
    public let bytes: Int
    /// Encodes made to find it.
    public let passes: Int
}

extension VideoRenderer {
    /// Writes the video at the best quality whose file fits `budget`: the
    /// CRF asked for if it fits, otherwise the lowest CRF above it that
    /// does, found by bisection (file size falls as CRF rises), so at most
    /// 1 + ⌈log₂(51 − CRF + 1)⌉ encodes (7 from CRF 18). Each encode goes
    /// to its own temporary file beside the destination; the best that
    /// fits is renamed over it, the others removed. When not even CRF 51
    /// fits, nothing is written and the error says how large that was.
    public func render(to destination: URL, budget: SizeBudget, progress: (RenderProgress) -> Void = { _ in }) throws -> SizeBudgetChoice {
        var passes = 0
        var best: (crf: Int, bytes: Int, file: AtomicOutputFile)?
        var smallest = Int.max
        defer { best?.file.discard() }
        func attempt(_ crf: Int) throws -> Bool {
            var renderer = self
            renderer.encoder.crf = crf
            let output = try AtomicOutputFile(destination: destination)
            do {
                try renderer.encode(toPath: output.temporaryPath, progress: progress)
            } catch {
                output.discard()
                throw error
            }
            passes += 1
            var status = stat()
            guard stat(output.temporaryPath, &status) == 0 else {
                output.discard()
                throw RenderError("cannot measure \(destination.path): \(String(cString: strerror(errno)))")
            }
            let bytes = Int(status.st_size)
            smallest = min(smallest, bytes)
            guard bytes <= budget.bytes else {
                output.discard()
                return false
            }
            best?.file.discard()
            best = (crf, bytes, output)
            return true
        }
        let wanted = encoder.crf, worst = VideoEncoderSettings.crfRange.upperBound
        if try !attempt(wanted) {
            // Invariant: `low` does not fit; `high` fits (or is past the range).
            var low = wanted, high = worst + 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if try attempt(middle) { high = middle } else { low = middle }
            }
        }
        guard let chosen = best else {
            throw RenderError("\(destination.lastPathComponent) does not fit in \(SizeBudget.text(budget.bytes)): even at CRF \(worst) it is \(SizeBudget.text(smallest)) (lower the frame rate or the size, or raise --max-size)")
        }
        try chosen.file.commit()
        best = nil
        return SizeBudgetChoice(crf: chosen.crf, bytes: chosen.bytes, passes: passes)
    }
}
