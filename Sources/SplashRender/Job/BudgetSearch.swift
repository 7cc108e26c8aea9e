import Foundation
import SplashVideo
import SplashImport

/// One try of a size-budgeted video: the picture at `factor` of the size
/// asked for, at `fps`, with `colours` in a GIF's palette.
public struct BudgetStep: Sendable, Hashable {
    public var factor: Double
    public var fps: Int
    public var colours: Int

    public init(factor: Double = 1, fps: Int, colours: Int = 256) {
        self.factor = factor
        self.fps = fps
        self.colours = colours
    }

    /// The steps `--max-size` walks down for a .gif or .webp that does not
    /// fit as asked, each smaller than the one before: a GIF's palette
    /// first (fewer colours cost least to the eye on flat launch art),
    /// then the frame rate and the picture in turn, so no one of them
    /// falls far before the others do. `fps` is the rate asked for (kept
    /// when `keepsRate`, for `--frames`, which counts frames at that
    /// rate); steps under 16 pixels a side (`smallest` is the picture's
    /// shorter side as asked) are left out. The first step is as asked.
    public static func ladder(for codec: VideoCodec, fps: Int, keepsRate: Bool, smallest: Int) -> [BudgetStep] {
        let gif = codec == .gif
        // (size factor, highest frame rate, GIF colours)
        let rungs: [(Double, Int, Int)] = [
            (1, 240, 256), (1, 240, 128), (1, 15, 128), (0.8, 15, 128), (0.8, 12, 64), (0.64, 12, 64),
            (0.64, 10, 32), (0.5, 10, 32), (0.4, 8, 32), (0.32, 8, 16),
        ]
        var steps: [BudgetStep] = []
        for (factor, topRate, colours) in rungs {
            let step = BudgetStep(factor: factor, fps: keepsRate ? fps : min(fps, topRate), colours: gif ? colours : 256)
            guard Double(smallest) * factor >= Double(PictureSizing.pixelRange.lowerBound) else { break }
            if steps.last != step { steps.append(step) }
        }
        return steps
    }
}

/// The file `--max-size` is searching for: each encode is written to its
/// own temporary file beside the destination; the last that fitted is
/// kept (each search only tries better ones after a fit), the others
/// removed.
struct BudgetAttempts {
    let destination: URL
    let budget: SizeBudget
    var passes = 0
    var smallest = Int.max
    var best: (crf: Int?, step: BudgetStep, width: Int, height: Int, bytes: Int, file: AtomicOutputFile)?

    /// Encodes with `renderer`, and says whether the file fits.
    mutating func attempt(_ renderer: VideoRenderer, crf: Int?, step: BudgetStep, progress: (RenderProgress) -> Void) throws -> Bool {
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
        best = (crf, step, renderer.encoder.width, renderer.encoder.height, bytes, output)
        return true
    }

    /// The smallest `index` in `range` for which `fits` holds, by
    /// bisection (`fits` is taken to hold from some index on), trying
    /// `range.lowerBound` first: 1 + ⌈log₂(count)⌉ tries at most.
    static func first(in range: Range<Int>, _ fits: (Int) throws -> Bool) rethrows -> Int? {
        guard !range.isEmpty else { return nil }
        if try fits(range.lowerBound) { return range.lowerBound }
        // Invariant: `low` does not fit; `high` fits (or is past the range).
        var low = range.lowerBound, high = range.upperBound
        while high - low > 1 {
            let middle = (low + high) / 2
            if try fits(middle) { high = middle } else { low = middle }
        }
        return high < range.upperBound ? high : nil
    }

    /// Renames the best file over the destination.
    mutating func commit(reduced: Bool) throws -> SizeBudgetChoice? {
        guard let chosen = best else { return nil }
        try chosen.file.commit()
        best = nil
        return SizeBudgetChoice(crf: chosen.crf, step: chosen.step, width: chosen.width, height: chosen.height, bytes: chosen.bytes,
                                passes: passes, reduced: reduced)
    }

    func discard() { best?.file.discard() }
}

extension VideoRenderer {
    /// Writes the video at the best quality whose file fits `budget`.
    ///
    /// With a quality (CRF; lossy WebP's quality is 100 − CRF): the CRF
    /// asked for if it fits, otherwise the lowest CRF above it that does,
    /// by bisection (file size falls as CRF rises), so at most
    /// 1 + ⌈log₂(51 − CRF + 1)⌉ encodes (7 from CRF 18). A .webp that does
    /// not fit even at CRF 51 then walks `BudgetStep.ladder` down at CRF 51
    /// (from `resized`, which draws a step) and searches the CRF again at
    /// the first step that fits. A GIF or a lossless WebP walks the ladder
    /// alone. When nothing fits, nothing is written and the error says how
    /// large the smallest try was.
    public func render(to destination: URL, budget: SizeBudget, resized: ((BudgetStep) throws -> VideoRenderer)? = nil,
                       keepsRate: Bool = false, progress: (RenderProgress) -> Void = { _ in }) throws -> SizeBudgetChoice {
        var attempts = BudgetAttempts(destination: destination, budget: budget)
        defer { attempts.discard() }
        let asked = BudgetStep(fps: encoder.fps)
        let codec = encoder.codec, wanted = encoder.crf, worst = VideoEncoderSettings.crfRange.upperBound
        let hasQuality = SizeBudget.hasQuality(codec, webp: encoder.webp)
        let ladder = resized == nil || codec == .prores || !PictureSizing.isWebFormat(codec) ? [asked]
            : BudgetStep.ladder(for: codec, fps: encoder.fps, keepsRate: keepsRate, smallest: min(encoder.width, encoder.height))
        func renderer(_ step: BudgetStep, crf: Int) throws -> VideoRenderer {
            var renderer = step == asked ? self : try resized?(step) ?? self
            renderer.encoder.crf = crf
            renderer.encoder.gifColours = step.colours
            return renderer
        }
        func qualitySearch(_ step: BudgetStep, from: Int, to last: Int) throws -> Bool {
            try BudgetAttempts.first(in: from..<(last + 1)) { crf in
                try attempts.attempt(try renderer(step, crf: crf), crf: crf, step: step, progress: progress)
            } != nil
        }
        var reduced = false
        if hasQuality {
            if try !qualitySearch(asked, from: wanted, to: worst), ladder.count > 1 {
                // The smallest step that fits at the worst quality, then the best quality there.
                if let index = try BudgetAttempts.first(in: 1..<ladder.count, { index in
                    try attempts.attempt(try renderer(ladder[index], crf: worst), crf: worst, step: ladder[index], progress: progress)
                }) {
                    reduced = true
                    if wanted < worst { _ = try qualitySearch(ladder[index], from: wanted, to: worst - 1) }
                }
            }
        } else {
            if let index = try BudgetAttempts.first(in: 0..<ladder.count, { index in
                try attempts.attempt(try renderer(ladder[index], crf: wanted), crf: nil, step: ladder[index], progress: progress)
            }) {
                reduced = index > 0
            }
        }
        guard let choice = try attempts.commit(reduced: reduced) else {
            let tried = hasQuality ? "even at CRF \(worst)" : "even with the fewest colours, frames and pixels tried"
            let advice = PictureSizing.isWebFormat(codec) ? "(raise --max-size, or shorten it with --frames)"
                : "(lower the frame rate or the size, or raise --max-size)"
            throw RenderError("\(destination.lastPathComponent) does not fit in \(SizeBudget.text(budget.bytes)): \(tried) it is \(SizeBudget.text(attempts.smallest)) \(advice)")
        }
        return choice
    }
}
