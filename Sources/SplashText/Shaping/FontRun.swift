import CText

/// Consecutive characters of a paragraph shaped together: one font, one
/// script (HarfBuzz shapes a buffer with a single script and direction).
struct FontRun {
    var face: FontFace
    var script: hb_script_t
    var characters: Range<Int>
}
