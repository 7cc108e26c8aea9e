/// A specific font on disk: a file and the face inside it (collections such
/// as `.ttc` hold several faces; most files hold one, at index 0).
///
/// Pinning files instead of naming families makes a rendering independent
/// of what the machine has installed: brand fonts shipped with a scene, and
/// reference-image tests, use this.
public struct FontFile: Hashable, Sendable {
    public var path: String
    public var faceIndex: Int

    public init(path: String, faceIndex: Int = 0) {
        self.path = path
        self.faceIndex = faceIndex
    }
}
