import CText
import SplashGeometry

/// One font face opened by FreeType, with the HarfBuzz font that shapes
/// with it and caches of what has been asked of it.
///
/// Owns the `FT_Face` and the `hb_font_t` (which holds its own reference to
/// the face, taken by `hb_ft_font_create_referenced`); both are released in
/// `deinit`, and the library outlives them through `library`.
///
/// The face is set once to a size of one em = `units_per_EM` pixels, and
/// both shaping and outlines happen at that size: HarfBuzz positions and
/// outline points then come out in 26.6 font units (1/64 unit), which
/// layout scales to points in `Double`. Unhinted shaping is linear in
/// size, so this gives the same result as shaping at the requested size,
/// minus the 1/64 pt rounding of FreeType's sizes: a layout at 306 pt is
/// exactly the 17 pt one scaled 18×. Not thread-safe, like all FreeType.
final class FontFace {
    let file: FontFile
    /// The family name stored in the font (`FT_Face.family_name`).
    let familyName: String
    let unitsPerEm: Double
    /// hhea ascender, descender (negative) and line height
    /// (ascender − descender + line gap), in font units: the metrics
    /// UIKit's `UIFont.ascender`, `.descender` and `.lineHeight` use.
    let ascender: Double
    let descender: Double
    let lineHeight: Double
    /// The OS/2 weight class (400 regular, 700 bold), `nil` when the font
    /// has no OS/2 table; and whether the face is italic or oblique. Read
    /// from the font because fontconfig's match reports the *requested*
    /// weight (it plans synthetic emboldening, which layout does not do).
    let weightClass: Int?
    let isItalic: Bool

    private let library: FreeTypeLibrary
    private let face: FT_Face
    private let hbFont: OpaquePointer
    private var coverage: [UInt32: Bool] = [:]
    private var outlines: [UInt32: Path?] = [:]

    init(library: FreeTypeLibrary, file: FontFile) throws(TextError) {
        try file.checkOpenable()
        var opened: FT_Face?
        let error = FT_New_Face(library.handle, file.path, FT_Long(file.faceIndex), &opened)
        guard error == 0, let face = opened else {
            throw .unusableFontFile(path: file.path, reason: "FreeType cannot open it (\(freeTypeMessage(error)))")
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw .unusableFontFile(path: file.path, reason: "it has no scalable outlines (a bitmap-only font)")
        }
        // ppem = units_per_EM (26.6 at 72 dpi): see the type's comment.
        let sizeError = FT_Set_Char_Size(face, 0, FT_F26Dot6(face.pointee.units_per_EM) * 64, 72, 72)
        guard sizeError == 0 else {
            FT_Done_Face(face)
            throw .unusableFontFile(path: file.path, reason: "FreeType cannot size it (\(freeTypeMessage(sizeError)))")
        }
        guard let hbFont = hb_ft_font_create_referenced(face) else {
            FT_Done_Face(face)
            throw .library(call: "hb_ft_font_create_referenced", message: "HarfBuzz could not wrap \(file.path)")
        }
        // Unhinted advances: hinting rounds to whole pixels at one size,
        // which would make text reflow when a scene is scaled.
        hb_ft_font_set_load_flags(hbFont, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))

        self.library = library
        self.face = face
        self.hbFont = hbFont
        self.file = file
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? file.path
        self.unitsPerEm = Double(face.pointee.units_per_EM)
        self.ascender = Double(face.pointee.ascender)
        self.descender = Double(face.pointee.descender)
        self.lineHeight = Double(face.pointee.height)
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        self.weightClass = os2.map { Int($0.pointee.usWeightClass) }
        self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
    }

    /// `true` when the font maps `scalar` to a real glyph (not `.notdef`).
    func hasGlyph(for scalar: UInt32) -> Bool {
        if let known = coverage[scalar] { return known }
        let covered = FT_Get_Char_Index(face, FT_ULong(scalar)) != 0
        coverage[scalar] = covered
        return covered
    }

    /// The HarfBuzz font; its positions are in 26.6 font units.
    var shapingFont: OpaquePointer { hbFont }

    /// Points per 26.6 font unit at `fontSize`: the scale of positions
    /// and outlines.
    func pointsPerUnit(atSize fontSize: Double) -> Double {
        fontSize / (unitsPerEm * 64)
    }

    /// The outline of `glyph` in 1/64 font units, y down, outer contours
    /// in one fixed direction; `nil` when the glyph cannot be loaded.
    /// Cached: a glyph is decomposed once for every size it is drawn at.
    func outline(glyph: UInt32) -> Path? {
        if let cached = outlines[glyph] { return cached }
        // Loading at ppem = units_per_EM without hinting gives font units
        // in 26.6, which (unlike FT_LOAD_NO_SCALE) is also right for
        // "tricky" fonts and variable-font instances (FreeType's advice).
        var path: Path?
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
           let slot = face.pointee.glyph,
           slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            path = GlyphOutline.path(of: &slot.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }
}
