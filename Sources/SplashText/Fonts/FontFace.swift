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
/// exactly the 17 pt one scaled 18×. A colour-bitmap font (CBDT/CBLC, as
/// Noto Color Emoji) has no outlines and no units per em FreeType reports:
/// it is shaped at its largest bitmap strike, whose ppem stands for the
/// em, and its glyphs are pictures (`colorBitmap(glyph:)`) scaled from
/// that strike. Not thread-safe, like all FreeType.
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

    /// Whether glyphs are outlines or colour pictures.
    let kind: FaceKind

    private let library: FreeTypeLibrary
    private let face: FT_Face
    private let hbFont: OpaquePointer
    private var coverage: [UInt32: Bool] = [:]
    private var outlines: [UInt32: Path?] = [:]
    private var bitmaps: [UInt32: StrikeBitmap?] = [:]

    init(library: FreeTypeLibrary, file: FontFile) throws(TextError) {
        try file.checkOpenable()
        var opened: FT_Face?
        let error = FT_New_Face(library.handle, file.path, FT_Long(file.faceIndex), &opened)
        guard error == 0, let face = opened else {
            throw .unusableFontFile(path: file.path, reason: "FreeType cannot open it (\(freeTypeMessage(error)))")
        }
        let kind: FaceKind
        let loadFlags: Int32
        if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 {
            // ppem = units_per_EM (26.6 at 72 dpi): see the type's comment.
            let sizeError = FT_Set_Char_Size(face, 0, FT_F26Dot6(face.pointee.units_per_EM) * 64, 72, 72)
            guard sizeError == 0 else {
                FT_Done_Face(face)
                throw .unusableFontFile(path: file.path, reason: "FreeType cannot size it (\(freeTypeMessage(sizeError)))")
            }
            kind = .outlines
            // Unhinted advances: hinting rounds to whole pixels at one size,
            // which would make text reflow when a scene is scaled.
            loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        } else if let strike = Self.largestColorStrike(of: face) {
            // A colour-bitmap font (CBDT/CBLC, Noto Color Emoji): no outlines,
            // only pictures at fixed sizes. Shaping happens at the largest
            // strike, whose ppem then plays the part of units_per_EM.
            let sizeError = FT_Select_Size(face, strike.index)
            guard sizeError == 0 else {
                FT_Done_Face(face)
                throw .unusableFontFile(path: file.path, reason: "FreeType cannot select its bitmap strike (\(freeTypeMessage(sizeError)))")
            }
            kind = .colorBitmaps(strikePPEM: strike.ppem)
            loadFlags = Int32(FT_LOAD_COLOR | FT_LOAD_NO_HINTING)
        } else {
            FT_Done_Face(face)
            throw .unusableFontFile(path: file.path, reason: "it has no scalable outlines (a bitmap-only font)")
        }
        guard let hbFont = hb_ft_font_create_referenced(face) else {
            FT_Done_Face(face)
            throw .library(call: "hb_ft_font_create_referenced", message: "HarfBuzz could not wrap \(file.path)")
        }
        hb_ft_font_set_load_flags(hbFont, loadFlags)

        self.library = library
        self.face = face
        self.hbFont = hbFont
        self.file = file
        self.kind = kind
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? file.path
        switch kind {
        case .outlines:
            self.unitsPerEm = Double(face.pointee.units_per_EM)
            self.ascender = Double(face.pointee.ascender)
            self.descender = Double(face.pointee.descender)
            self.lineHeight = Double(face.pointee.height)
        case .colorBitmaps(let ppem):
            // The strike's metrics, 26.6 pixels at `ppem`: pixels are its units.
            let metrics = face.pointee.size.pointee.metrics
            self.unitsPerEm = ppem
            self.ascender = Double(metrics.ascender) / 64
            self.descender = Double(metrics.descender) / 64
            self.lineHeight = Double(metrics.height) / 64
        }
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        self.weightClass = os2.map { Int($0.pointee.usWeightClass) }
        self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
    }

    /// The strike with the most pixels per em of a colour-bitmap font, `nil`
    /// for any other font. Sizes come from the font: only strikes of
    /// 1…`GlyphBitmap.maximumSide` ppem count.
    private static func largestColorStrike(of face: FT_Face) -> (index: Int32, ppem: Double)? {
        let flags = face.pointee.face_flags
        guard flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0,
              let sizes = face.pointee.available_sizes else { return nil }
        let count = Int(min(max(face.pointee.num_fixed_sizes, 0), 256))
        var best: (index: Int32, ppem: Double)?
        for i in 0..<count {
            let ppem = Double(sizes[i].y_ppem) / 64
            guard ppem >= 1, ppem <= Double(GlyphBitmap.maximumSide) else { continue }
            if best.map({ ppem > $0.ppem }) ?? true { best = (Int32(i), ppem) }
        }
        return best
    }

    deinit {
        TextLibraryLock.run {
            hb_font_destroy(hbFont)
            FT_Done_Face(face)
        }
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
        if kind == .outlines, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
           let slot = face.pointee.glyph,
           slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            path = GlyphOutline.path(of: &slot.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }

    /// The colour picture of `glyph` at the strike size with where it sits
    /// on the pen position; `nil` for an outline font or a glyph with no
    /// colour bitmap (or one larger than `GlyphBitmap.maximumSide`).
    /// FreeType hands CBDT glyphs over as premultiplied BGRA
    /// (`FT_PIXEL_MODE_BGRA`, FreeType's ftimage.h); cached per glyph.
    func colorBitmap(glyph: UInt32) -> StrikeBitmap? {
        guard case .colorBitmaps = kind else { return nil }
        if let cached = bitmaps[glyph] { return cached }
        var result: StrikeBitmap?
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
           slot.pointee.format == FT_GLYPH_FORMAT_BITMAP,
           slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
           let buffer = slot.pointee.bitmap.buffer {
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            if (1...GlyphBitmap.maximumSide).contains(width), (1...GlyphBitmap.maximumSide).contains(height),
               pitch >= width * 4 {
                var bytes = [UInt8](repeating: 0, count: width * height * 4)
                for y in 0..<height {
                    let row = buffer + y * pitch
                    for x in 0..<width {
                        let alpha = row[4 * x + 3]
                        let o = (y * width + x) * 4
                        // BGRA to RGBA; a colour above its alpha is not
                        // premultiplied data and is clamped.
                        bytes[o] = min(row[4 * x + 2], alpha)
                        bytes[o + 1] = min(row[4 * x + 1], alpha)
                        bytes[o + 2] = min(row[4 * x], alpha)
                        bytes[o + 3] = alpha
                    }
                }
                if let pixels = GlyphBitmap(width: width, height: height, bytes: bytes) {
                    result = StrikeBitmap(bitmap: pixels, left: Double(slot.pointee.bitmap_left),
                                          top: Double(slot.pointee.bitmap_top))
                }
            }
        }
        bitmaps[glyph] = result
        return result
    }
}

/// How a face draws its glyphs.
enum FaceKind: Equatable {
    /// Scalable outlines (TrueType, CFF), at ppem = units_per_EM.
    case outlines
    /// Colour pictures at fixed strikes (CBDT/CBLC); shaped at the strike
    /// of `strikePPEM` pixels per em.
    case colorBitmaps(strikePPEM: Double)
}

/// A colour glyph at its strike: the picture, and its left and top edges
/// from the pen position in strike pixels (`bitmap_left`, `bitmap_top`:
/// right and up).
struct StrikeBitmap {
    var bitmap: GlyphBitmap
    var left: Double
    var top: Double
}
