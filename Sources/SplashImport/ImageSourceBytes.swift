import Foundation
import SplashFormats

/// The bytes of an image a scene names: a file, or inline as a `data:`
/// URI (`data:image/png;base64,…`, as Lottie files and dotLottie archives
/// carry their images), decoded from base64 with the file's size limit.
public enum ImageSourceBytes {
    public static func read(_ source: String, limit: Int) throws(RenderError) -> [UInt8] {
        guard isInline(source) else {
            return try RenderError.reading { () throws(FileReadError) in try BoundedFile(noun: "image", plural: "images", limit: limit).read(source) }
        }
        guard let comma = source.firstIndex(of: ","), source[..<comma].hasSuffix(";base64") else {
            throw RenderError("cannot use the image \(displayName(source)): only base64 data: URIs are read")
        }
        let payload = source[source.index(after: comma)...]
        // Base64 is 4 characters for 3 bytes.
        guard payload.utf8.count / 4 * 3 <= limit else {
            throw RenderError("cannot use the image \(displayName(source)): it is larger than \(limit >> 20) MB")
        }
        guard let data = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters) else {
            throw RenderError("cannot use the image \(displayName(source)): its base64 data is broken")
        }
        return [UInt8](data)
    }

    public static func isInline(_ source: String) -> Bool { source.hasPrefix("data:") }

    /// How messages name an image: its path, or "(inline image/png)".
    public static func displayName(_ source: String) -> String {
        guard isInline(source) else { return source }
        let type = source.dropFirst(5).prefix { $0 != ";" && $0 != "," }.prefix(40)
        return "(inline \(type.isEmpty ? "image" : String(type)))"
    }
}
