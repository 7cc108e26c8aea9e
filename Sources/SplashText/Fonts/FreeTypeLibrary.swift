import CText

/// Owns one `FT_Library`, the root of all FreeType state.
///
/// Faces keep a strong reference to their library, so the library is freed
/// only after the last face (FreeType requires that order). Not thread-safe:
/// FreeType allows one thread per library at a time.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(TextError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw .library(call: "FT_Init_FreeType", message: freeTypeMessage(error))
        }
        handle = library
    }

    deinit {
        TextLibraryLock.run {
            FT_Done_FreeType(handle)
        }
    }
}

/// FreeType's text for an error code when it was built with error strings,
/// else the code itself (Debian's build has no strings).
func freeTypeMessage(_ error: FT_Error) -> String {
    if let text = FT_Error_String(error) {
        return String(cString: text)
    }
    return "FreeType error 0x" + String(error, radix: 16)
}
