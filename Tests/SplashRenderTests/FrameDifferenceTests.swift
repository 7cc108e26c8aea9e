import Foundation
import Testing
@testable import SplashRender
@testable import SplashReview

/// `splashvid diff`'s frame comparison and the small pieces of its report,
/// with figures worked out by hand.
struct FrameDifferenceTests {
    /// Four pixels (2×2), RGBA.
    static let a: [UInt8] = [10, 20, 30, 255,   100, 100, 100, 255,   0, 0, 0, 255,   200, 50, 50, 255]

    @Test func aPixelChangesWhenAChannelDiffersByMoreThanTheTolerance() throws {
        var b = Self.a
        b[0] = 26          // pixel 0: R 10 → 26, |Δ| = 16: not over 16
        b[6] = 117         // pixel 1: B 100 → 117, |Δ| = 17: changed
        b[11] = 0          // pixel 2: A 255 → 0, |Δ| = 255: changed
        // pixel 3 untouched
        let d = try FrameDifference.between(Self.a, b, width: 2, height: 2, tolerance: 16)
        #expect(d.mask == [0, 1, 1, 0])
        #expect(d.changedPixels == 2)
        #expect(d.largestChannelDifference == 255)
        #expect(d.changedShare == 0.5)   // 2 of 4
        // Tolerance 15: pixel 0's 16 counts too, 3 of 4.
        #expect(try FrameDifference.between(Self.a, b, width: 2, height: 2, tolerance: 15).changedShare == 0.75)
        // Tolerance 255: nothing can differ by more.
        #expect(try FrameDifference.between(Self.a, b, width: 2, height: 2, tolerance: 255).changedPixels == 0)
    }

    @Test func aFrameChangesWhenMoreThanTheShareOfItsPixelsChanged() throws {
        // 100×100 = 10 000 pixels; 2 changed = 0.02 %, 3 = 0.03 %.
        let same = [UInt8](repeating: 128, count: 100 * 100 * 4)
        var two = same, three = same
        for pixel in [0, 5_000] { two[pixel * 4] = 0 }
        for pixel in [0, 5_000, 9_999] { three[pixel * 4 + 1] = 255 }
        let threshold = FrameThreshold(channelTolerance: 16, minimumChangedShare: 0.0002)
        let d2 = try FrameDifference.between(same, two, width: 100, height: 100, tolerance: 16)
        let d3 = try FrameDifference.between(same, three, width: 100, height: 100, tolerance: 16)
        #expect(d2.changedPixels == 2 && d3.changedPixels == 3)
        #expect(!d2.isChanged(under: threshold), "0.02 % is not more than 0.02 %")
        #expect(d3.isChanged(under: threshold))
        #expect(try !FrameDifference.between(same, same, width: 100, height: 100, tolerance: 0).isChanged(under: .exact))
        #expect(d2.isChanged(under: .exact))
    }

    @Test func theDefaultsAreTheMeasuredOnes() {
        #expect(FrameThreshold.standard == FrameThreshold(channelTolerance: 16, minimumChangedShare: 0.0002))
    }

    @Test func summaryLineCountsAndOrder() {
        let jobs = [JobDiff(id: "a", name: "a", change: .changed), JobDiff(id: "b", name: "b", change: .identical),
                    JobDiff(id: "c", name: "c", change: .changed), JobDiff(id: "d", name: "d", change: .added),
                    JobDiff(id: "e", name: "e", change: .changed)]
        let summary = MotionDiff.Summary(jobs)
        #expect(summary.line == "3 changed, 1 identical, 1 added")
        #expect(summary.anyChange)
        #expect(MotionDiff.Summary([JobDiff(id: "a", name: "a", change: .identical)]).anyChange == false)
        #expect(MotionDiff.Summary([]).line == "no jobs")
    }

    @Test func framesAndPercentagesInWords() {
        var job = JobDiff(id: "a", name: "a", change: .changed)
        job.fps = 10
        job.firstChangedFrame = 21
        job.lastChangedFrame = 24
        job.changedFrames = 4
        // 21 / 10 = 2.10 s, 24 / 10 = 2.40 s.
        #expect(DiffMarkdown.frameRange(job) == "21–24 (2.10–2.40 s)")
        job.changedFrames = 3
        #expect(DiffMarkdown.frameRange(job) == "21–24 (2.10–2.40 s), 3 frames")
        #expect(DiffMarkdown.percent(0.0285) == "2.9 %")
        #expect(DiffMarkdown.percent(0.00046) == "0.05 %")   // 0.046 % to two places
        #expect(DiffMarkdown.percent(1) == "100 %")
        #expect(DiffChart.scaleTop(for: 0.0285) == 0.05)
        #expect(DiffChart.scaleTop(for: 0.2) == 0.2)
        #expect(DiffChart.percent(0.025) == "2.5 %")
        #expect(DiffChart.percent(0.05) == "5 %")
    }

    @Test func relativePaths() {
        let head = URL(fileURLWithPath: "/tmp/x/previews")
        #expect(ReviewComparison.relativePath(from: head.appendingPathComponent("diff"), to: head) == "../")
        #expect(ReviewComparison.relativePath(from: head, to: head.appendingPathComponent("diff")) == "diff/")
        #expect(ReviewComparison.relativePath(from: URL(fileURLWithPath: "/tmp/x/out"), to: head) == "../previews/")
        #expect(ReviewComparison.relativePath(from: head, to: head) == "")
    }

    @Test func fileNamesFromAReportStayInTheFolder() {
        for name in ["a.mp4", "kugou@390x844@3.mp4", "x.at-1.00s.png"] { #expect(DiffInputs.isPlainFileName(name), "\(name)") }
        for name in ["", ".", "..", "../a.mp4", "a/b.mp4", "/etc/passwd", "a\\b", "a\u{0}b", String(repeating: "a", count: 256)] {
            #expect(!DiffInputs.isPlainFileName(name), "\(name)")
        }
    }

    @Test func theOverlayGreysHeadAndMarksTheChangedPixels() {
        let head: [UInt8] = [255, 255, 255, 255,   0, 0, 0, 255]
        let out = DiffHighlight.overlay(head: head, mask: [0, 1])
        // White: luma 255 → 170 + 255 · 80 / 255 = 250.
        #expect(Array(out[0..<4]) == [250, 250, 250, 255])
        #expect(Array(out[4..<8]) == [236, 26, 115, 255])
        // Black: luma 0 → 170.
        #expect(Array(DiffHighlight.overlay(head: head, mask: [0, 0])[4..<8]) == [170, 170, 170, 255])
    }
}
