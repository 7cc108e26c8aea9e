import Foundation
import Testing
@testable import SplashReview

/// The binary carries the review and diff pages' style and script compiled
/// in; this keeps them in step with the files people read and edit.
@Test func embeddedPagesMatchThePagesFolder() throws {
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SplashReview/Pages")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".css") || $0.hasSuffix(".js") }.sorted()
    let embedded = ["review.css": EmbeddedPages.reviewCSS, "review.js": EmbeddedPages.reviewJS]
    #expect(files == embedded.keys.sorted(), "run scripts/embed-pages")
    var compared = 0
    for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        // The embedded literal drops the file's final newline.
        #expect(embedded[file].map { $0 + "\n" } == text, "\(file) differs from its embedded copy: run scripts/embed-pages")
        compared += 1
    }
    #expect(compared == 2)
}

/// A page written by `batch` carries the embedded style and script whole.
@Test func reviewPageInlinesTheEmbeddedStyleAndScript() {
    #expect(EmbeddedPages.reviewCSS.contains("prefers-color-scheme: dark"))
    #expect(EmbeddedPages.reviewJS.hasSuffix("})();"))
}
