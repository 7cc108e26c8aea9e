import Foundation
import Testing
@testable import SplashRender
@testable import SplashReview

/// The review page's markup for a report and a diff: what each card
/// offers, where its links point, what a comparison adds. (How it plays
/// is tested in Chromium by splashvidTests' ReviewPageBrowserTests.)
struct ReviewPageTests {
    static func job(_ name: String, status: JobReport.Status = .rendered, error: String? = nil) -> JobReport {
        let id = "\(name)@iPhone 15"
        let map = SheetMap(frameWidth: 100, frameHeight: 200, instants: [.init(time: 0), .init(time: 0.5, label: "zoom"), .init(time: 1)])
        return JobReport(id: id, index: 0, name: name, origin: "jobs[0]", source: "preset kugou", device: "iPhone 15",
                         width: 100, height: 200, parameters: ["brand": "#FF2D55"], fps: 30, crf: 18, speed: "veryfast",
                         outputs: [.init(kind: .video, file: "\(id).mp4", bytes: 2048),
                                   .init(kind: .sheet, file: "\(id).sheet.png", bytes: 1024, sheetMap: map),
                                   .init(kind: .still, file: "\(id).at-0.50s.png", bytes: 512, time: 0.5)],
                         hash: "h", frames: 60, duration: 2, bytes: 3584, wallSeconds: 1, status: status, error: error)
    }

    static let report = BatchReport(manifest: "previews.json", manifestHash: "0", shard: nil, totalJobs: 3,
                                    jobs: [job("kugou"), job("yula"), job("weibo", status: .failed, error: "boom <b>")], wallSeconds: 3)

    @Test func everyCardHasItsScrubberSheetTargetsAndDownloads() {
        let page = ReviewPage.html(Self.report)
        // Two playable cards (the failed one shows its error instead).
        #expect(page.components(separatedBy: "<video src=").count - 1 == 2)
        // Frames 0…59: the scrubber's range.
        #expect(page.components(separatedBy: "class=\"scrubber\" min=\"0\" max=\"59\"").count - 1 == 2)
        // One seek target per sheet cell, placed in percent of the sheet:
        // 3 cells of a 100×200 frame → thumbnails 100×200 (no scaling), one
        // row of 3; the sheet is 24 + 3·102 + 2·16 + 24 = 386 wide, so the
        // second cell starts at x = 24 + 102 + 16 + 1 = 143 → 37.047 %.
        #expect(page.components(separatedBy: "class=\"cell\" data-time=").count - 1 == 6)
        #expect(page.contains("data-time=\"0.5\" style=\"left:37.047%;"))
        // Downloads: the video, the sheet and the still, with their sizes; the space in the id encoded.
        #expect(page.contains("<a href=\"kugou@iPhone%2015.mp4\" download>video (2 KB)</a>"))
        #expect(page.contains("<a href=\"kugou@iPhone%2015.at-0.50s.png\" download>still 0.50 s (512 B)</a>"))
        // A failed job says why, escaped, and offers no media; the page opens on failures.
        #expect(page.contains("<p class=\"error\">boom &lt;b&gt;</p>"))
        #expect(page.contains("data-initial=\"failed\"") && page.contains("Failed (1)"))
        #expect(!page.contains(" data-change=\""), "no comparison, no change marks")
        #expect(!page.contains("http://") && !page.contains("https://"), "the page loads nothing from the network")
    }

    @Test func aComparisonMarksChangesAndOffersTheOtherRunsVideo() {
        let comparison = ReviewComparison(baseName: "main", headName: "this branch", headPrefix: "../", entries: [
            .init(id: "kugou@iPhone 15", name: "kugou", change: .changed, firstChangedFrame: 30, lastChangedFrame: 59,
                  largestChangeFrame: 45, largestChangedShare: 0.125, baseVideo: "base/kugou@iPhone 15.mp4",
                  chart: "kugou@iPhone 15/chart.png", highlight: "kugou@iPhone 15/largest.png", overlay: "kugou@iPhone 15/overlay.mp4"),
            .init(id: "yula@iPhone 15", name: "yula", change: .identical),
            .init(id: "guide@iPhone 15", name: "guide", change: .removed, baseVideo: "base/guide@iPhone 15.mp4"),
        ])
        let page = ReviewPage.html(Self.report, comparison: comparison)
        #expect(page.contains("<title>previews.json · splashvid diff</title>"))
        // Frames 30–59 at 30 fps: 1.00–1.97 s.
        #expect(page.contains("<span class=\"badge changed\">changed</span> frames 30–59 (1.00–1.97 s) · up to 12.5 % of pixels"))
        #expect(page.contains("data-change=\"changed\" data-first-changed=\"30\""))
        #expect(page.contains("data-change=\"identical\""))
        // HEAD's media behind the prefix; BASE's as the comparison names it.
        #expect(page.contains("<video src=\"../kugou@iPhone%2015.mp4\""))
        #expect(page.contains("data-base=\"base/kugou@iPhone%2015.mp4\" data-base-label=\"main\" data-head-label=\"this branch\">Compare with main</button>"))
        #expect(page.contains("<img src=\"kugou@iPhone%2015/chart.png\""))
        #expect(page.contains("<a href=\"kugou@iPhone%2015/overlay.mp4\" download>overlay diff</a>"))
        // The removed job has a card of its own with the other run's video.
        #expect(page.contains("<article class=\"job removed\" id=\"guide@iPhone 15\""))
        #expect(page.contains("<video src=\"base/guide@iPhone%2015.mp4\""))
        // Opens on what changed: 2 of 4 (changed + removed), 1 identical.
        #expect(page.contains("data-initial=\"changed\""))
        #expect(page.contains(">Changed (2)</button>") && page.contains(">Identical (1)</button>") && page.contains(">All (4)</button>"))
        #expect(page.contains("this branch compared with main: <span class=\"badge changed\">1 changed</span> <span class=\"badge removed\">1 removed</span> <span class=\"badge identical\">1 identical</span>"))
        // Only the changed job compares with BASE.
        #expect(page.components(separatedBy: "<button type=\"button\" data-action=\"compare-base\"").count - 1 == 1)
    }
}
