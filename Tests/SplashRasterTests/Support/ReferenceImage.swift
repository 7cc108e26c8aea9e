import SplashRaster
import SplashTestSupport
import Testing

/// This target's reference PNGs (`References/`), one level per channel.
enum ReferenceImage {
    static let images = ReferenceImages(besideFile: #filePath, levelsUp: 1, tolerance: 1)

    static func check(_ pixmap: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try images.check(pixmap, named: name, sourceLocation: sourceLocation)
    }
}
