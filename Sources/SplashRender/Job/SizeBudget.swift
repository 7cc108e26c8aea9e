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

    /// Whether `--max-size` can search anything for `codec`: a quality
    /// (CRF, or lossy WebP's quality), or the colours, frame rate and size
    /// of a GIF or lossless WebP; ProRes has neither.
    public static func applies(to codec: VideoCodec, webp: WebPCompression) -> Bool {
        codec != .prores
    }

    /// Whether `codec` has a quality to search (CRF, or lossy WebP's quality).
    public static func hasQuality(_ codec: VideoCodec, webp: WebPCompression) -> Bool {
        switch codec {
        case .h264, .hevc, .vp9: true
        case .webp: webp == .lossy
        case .prores, .gif: false
        }
    }
}

/// What a size-budgeted render chose.
public struct SizeBudgetChoice: Sendable, Hashable {
    /// The CRF written (the best quality that fit); nil for a GIF or a
    /// lossless WebP, which have none.
    public let crf: Int?
    /// The picture, frame rate and GIF palette written.
    public let step: BudgetStep
    /// The picture's size in pixels.
    public let width: Int
    public let height: Int
    /// The file's size.
    public let bytes: Int
    /// Encodes made to find it.
    public let passes: Int
    /// Whether the picture, frame rate or palette are less than those asked for.
    public let reduced: Bool
}
