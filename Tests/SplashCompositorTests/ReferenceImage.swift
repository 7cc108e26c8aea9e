import SplashRaster
import SplashTestSupport
import Testing

/// This target's reference PNGs (`References/`), one level per channel
/// unless a test allows more.
private let references = ReferenceImages(besideFile: #filePath, tolerance: 1)

func expectMatchesReference(_ pixmap: Pixmap, named name: String, tolerance: Int = 1,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
    try references.check(pixmap, named: name, tolerance: tolerance, sourceLocation: sourceLocation)
}
