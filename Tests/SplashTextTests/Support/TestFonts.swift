import SplashText

/// Fonts pinned by file, so layouts and reference images do not depend on
/// which fonts (or which fontconfig rules) a machine has. Both come from
/// the packages scripts/install-deps installs (fonts-inter,
/// fonts-wqy-microhei, fonts-noto-color-emoji).
enum TestFonts {
    static let inter = FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    static let interBold = FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
    static let wenQuanYi = FontFile(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", faceIndex: 0)
    /// Colour emoji (CBDT bitmaps), from fonts-noto-color-emoji.
    static let notoColorEmoji = FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    /// A shaper whose only fallback before fontconfig is WenQuanYi.
    static func shaper() throws -> TextShaper {
        try TextShaper(fallbackFontFiles: [wenQuanYi])
    }

    /// A style in pinned Inter Regular.
    static func style(size: Double = 17, _ configure: (inout TextStyle) -> Void = { _ in }) -> TextStyle {
        var style = TextStyle(fontSize: size, fontFile: inter)
        configure(&style)
        return style
    }
}
