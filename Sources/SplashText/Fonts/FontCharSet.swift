import CText

/// Owns one `FcCharSet`, used to ask fontconfig for a font that has a
/// given character. Patterns copy the set they are given, so this one can
/// go as soon as the query is built.
final class FontCharSet {
    let handle: OpaquePointer

    init(scalar: UInt32) throws(TextError) {
        guard let set = FcCharSetCreate() else {
            throw .library(call: "FcCharSetCreate", message: "out of memory")
        }
        handle = set
        _ = FcCharSetAddChar(set, scalar)
    }

    deinit {
        TextLibraryLock.run {
            FcCharSetDestroy(handle)
        }
    }
}
