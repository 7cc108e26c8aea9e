import CText

/// A glyph as HarfBuzz returns it, in the shaping size's 26.6 units.
struct RawGlyph {
    var id: UInt32
    /// Index into the paragraph's scalars of the first scalar of the
    /// glyph's cluster.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// Owns one `hb_buffer_t`, reused for every run a shaper shapes.
final class HarfBuzzBuffer {
    private let handle: OpaquePointer

    init() throws(TextError) {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            throw .library(call: "hb_buffer_create", message: "out of memory")
        }
        handle = buffer
    }

    deinit {
        TextLibraryLock.run {
            hb_buffer_destroy(handle)
        }
    }

    /// Shapes `range` of `scalars`, passing the whole paragraph as context
    /// so shaping at run edges (Arabic joining, kerning pairs across a font
    /// change) sees its neighbours. Glyphs come back in visual order.
    func shape(_ scalars: [UInt32], range: Range<Int>, script: hb_script_t, font: OpaquePointer,
               features: [hb_feature_t]) throws(TextError) -> [RawGlyph] {
        hb_buffer_clear_contents(handle)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(handle, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_script(handle, script)
        hb_buffer_set_direction(handle, hb_script_get_horizontal_direction(script))
        hb_buffer_guess_segment_properties(handle)
        features.withUnsafeBufferPointer { list in
            hb_shape(font, handle, list.baseAddress, UInt32(list.count))
        }
        guard hb_buffer_allocation_successful(handle) != 0 else {
            throw .library(call: "hb_shape", message: "out of memory")
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(handle, &count), count > 0,
              let positions = hb_buffer_get_glyph_positions(handle, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            RawGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                     xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset, yOffset: positions[i].y_offset)
        }
    }
}

extension hb_feature_t {
    /// `tag` switched on or off for the whole buffer.
    static func global(_ tag: String, _ on: Bool) -> hb_feature_t {
        hb_feature_t(tag: hb_tag_from_string(tag, -1), value: on ? 1 : 0, start: 0, end: UInt32.max)
    }
}
