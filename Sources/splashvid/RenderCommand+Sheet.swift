import Foundation
import SplashRender
import SplashImport

/// `--sheet FILE.png`: a contact sheet from the compositor of the same run.
extension RenderCommand {
    /// The sheet's path is usable, and something is written at all.
    func checkSheet() throws {
        try Self.checkSheet(sheet, output: output, at: at)
    }

    /// `--sheet` beside the output (and `--at`), for `render` and `compare`.
    static func checkSheet(_ sheet: String?, output: String?, at: Double?) throws {
        guard let sheet else {
            if output == nil {
                throw RenderError("nothing to write: give an output file (.mp4, or .png with --at) or --sheet FILE.png")
            }
            return
        }
        guard URL(fileURLWithPath: sheet).pathExtension.lowercased() == "png" else {
            throw RenderError("--sheet must name a .png file, not \"\(sheet)\"")
        }
        if let output, resolved(output) == resolved(sheet) {
            throw RenderError("--sheet and the output are the same file \"\(sheet)\"")
        }
        let folder = URL(fileURLWithPath: sheet).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("the output folder \(folder.path) does not exist")
        }
        if output == nil, at != nil {
            throw RenderError("--at needs a .png output to write the frame to")
        }
    }

    /// A path with its folder's links resolved (the file itself may not exist yet).
    static func resolved(_ path: String) -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent)
    }
}
