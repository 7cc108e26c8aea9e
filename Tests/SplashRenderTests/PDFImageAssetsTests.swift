import Foundation
import Testing
import SplashCompositor
import SplashTestSupport
@testable import SplashRender
@testable import SplashImport

/// PDF images (asset catalogs' vector data) load as vector images, by
/// extension or by their `%PDF-` header, and a broken one is named.
@Suite("PDF image assets")
struct PDFImageAssetsTests {
    static let redSquare = Array("""
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 40 20] /Contents 4 0 R >> endobj
        4 0 obj << /Length 24 >> stream
        1 0 0 rg 0 0 10 10 re f
        endstream endobj
        %%EOF
        """.utf8)

    @Test func byExtensionAndByHeader() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = folder.appendingPathComponent("logo.pdf")
        let unnamed = folder.appendingPathComponent("logo.bin")
        try Data(Self.redSquare).write(to: named)
        try Data(Self.redSquare).write(to: unnamed)
        let images = try ImageAssets.load([named.path, unnamed.path], totalPixels: 1000)
        // Two entries, each a vector image of the 40×20 page with one shape.
        #expect(images.count == 2)
        for path in [named.path, unnamed.path] {
            guard case .vector(let image)? = images[path] else {
                Issue.record("\(path) is \(String(describing: images[path]))")
                continue
            }
            #expect(image.viewBox.width == 40 && image.viewBox.height == 20 && image.shapes.count == 1)
        }
    }

    @Test func aBrokenPDFIsNamed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.pdf")
        try Data("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n".utf8).write(to: bad)
        do {
            _ = try ImageAssets.load([bad.path], totalPixels: 1000)
            Issue.record("a PDF without a page was accepted")
        } catch {
            #expect("\(error)" == "cannot use the PDF \(bad.path): the file has no page (no /Type /Page object)")
        }
    }
}
