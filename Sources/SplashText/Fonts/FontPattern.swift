import CText

/// Owns one `FcPattern`: a font description, either a query (family,
/// weight, slant, characters) or a font fontconfig returned.
final class FontPattern {
    let handle: OpaquePointer

    /// An empty query pattern.
    init() throws(TextError) {
        guard let pattern = FcPatternCreate() else {
            throw .library(call: "FcPatternCreate", message: "out of memory")
        }
        handle = pattern
    }

    /// Takes ownership of a pattern fontconfig returned (`FcFontMatch`).
    init(owning pattern: OpaquePointer) {
        handle = pattern
    }

    deinit {
        TextLibraryLock.run {
            FcPatternDestroy(handle)
        }
    }

    func add(_ object: String, string: String) {
        _ = FcPatternAddString(handle, object, string)
    }

    func add(_ object: String, integer: Int32) {
        _ = FcPatternAddInteger(handle, object, integer)
    }

    func add(_ object: String, double: Double) {
        _ = FcPatternAddDouble(handle, object, double)
    }

    func add(_ object: String, bool: Bool) {
        _ = FcPatternAddBool(handle, object, bool ? FcTrue : FcFalse)
    }

    func add(_ object: String, charSet: FontCharSet) {
        _ = FcPatternAddCharSet(handle, object, charSet.handle)
    }

    /// Every string value of `object` (a font has several family names,
    /// e.g. "Inter" and "Inter Medium").
    static func strings(_ object: String, in pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }

    static func integer(_ object: String, in pattern: OpaquePointer) -> Int32? {
        var value: Int32 = 0
        return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? value : nil
    }

    static func bool(_ object: String, in pattern: OpaquePointer) -> Bool? {
        var value: FcBool = FcFalse
        return FcPatternGetBool(pattern, object, 0, &value) == FcResultMatch ? value != FcFalse : nil
    }

    /// `true` when the pattern's character set contains `scalar`.
    static func hasCharacter(_ scalar: UInt32, in pattern: OpaquePointer) -> Bool {
        var charSet: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charSet) == FcResultMatch, let charSet else { return false }
        return FcCharSetHasChar(charSet, scalar) != FcFalse
    }
}
