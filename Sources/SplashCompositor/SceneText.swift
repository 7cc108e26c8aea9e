import SplashRaster
import SplashScene
import SplashText

/// Every text of a scene, shaped once before the first frame.
///
/// Text never changes its string during an animation, so the layout (and
/// the font look-ups, the only non-thread-safe part) happens here, on one
/// thread; the frames then fill the outlines in parallel.
struct SceneText: Sendable {
    let layouts: [TextBlock: TextLayout]
    /// Every colour glyph's pixels (an emoji) with its mipmaps, made once
    /// per distinct glyph so frames only sample them.
    let glyphImages: [GlyphBitmap: SampledImage]
    /// Fonts that were asked for but not found, and what was used instead.
    let warnings: [String]
    /// Apple's font names drawn with their open stand-ins.
    let notices: [String]

    static let empty = SceneText(layouts: [:], warnings: [], notices: [])

    init(layouts: [TextBlock: TextLayout], warnings: [String], notices: [String]) {
        self.layouts = layouts
        var images: [GlyphBitmap: SampledImage] = [:]
        for layout in layouts.values {
            for glyph in layout.colorGlyphs where images[glyph.bitmap] == nil {
                if let pixmap = Pixmap(width: glyph.bitmap.width, height: glyph.bitmap.height, bytes: glyph.bitmap.bytes) {
                    images[glyph.bitmap] = SampledImage(pixmap)
                }
            }
        }
        self.glyphImages = images
        self.warnings = warnings
        self.notices = notices
    }

    init(laying blocks: Set<TextBlock>) throws {
        guard !blocks.isEmpty else {
            self = .empty
            return
        }
        let shaper = try TextShaper()
        var layouts: [TextBlock: TextLayout] = [:]
        var warnings: [String] = []
        var notices: [String] = []
        // Sorted so warnings come out in the same order every run.
        for block in blocks.sorted(by: { ($0.text.string, $0.width) < ($1.text.string, $1.width) }) {
            let layout = try shaper.layout(block.text.string, style: block.style)
            layouts[block] = layout
            for warning in layout.warnings where !warnings.contains(warning) { warnings.append(warning) }
            for notice in layout.notices where !notices.contains(notice) { notices.append(notice) }
        }
        self.init(layouts: layouts, warnings: warnings, notices: notices)
    }
}

extension TextBlock {
    /// The text stack's style for this block.
    var style: TextStyle {
        TextStyle(
            fontFamily: text.fontFamily,
            fontSize: text.fontSize,
            weight: FontWeight(text.weight),
            italic: text.italic,
            alignment: TextAlignment(rawValue: text.alignment.rawValue) ?? .natural,
            lineSpacing: text.lineSpacing,
            lineHeightMultiple: text.lineHeightMultiple,
            letterSpacing: text.letterSpacing,
            maxWidth: text.wraps && width > 0 ? width : nil,
            maxLines: text.maxLines == 0 ? nil : text.maxLines,
            truncation: text.truncation == .tail ? .tail : .clip,
            fontFile: text.fontFile.map { FontFile(path: $0) }
        )
    }
}
