import CText

/// Owns one `FcFontSet`, the ranked candidates `FcFontSort` returns.
final class FontSet {
    private let handle: UnsafeMutablePointer<FcFontSet>

    init(owning set: UnsafeMutablePointer<FcFontSet>) {
        handle = set
    }

    deinit {
        TextLibraryLock.run {
            FcFontSetDestroy(handle)
        }
    }

    /// The fonts, best first; the patterns belong to the set.
    var patterns: [OpaquePointer] {
        let count = Int(handle.pointee.nfont)
        guard count > 0, let fonts = handle.pointee.fonts else { return [] }
        return (0..<count).compactMap { fonts[$0] }
    }
}
