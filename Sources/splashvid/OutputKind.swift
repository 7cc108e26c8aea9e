import Foundation
import SplashRender
import SplashImport

/// What the command line's output argument asks for, told by its form:
/// an extension naming a video format, a folder or `%d` pattern for a PNG
/// sequence, a `.png` with `--at` for a still.
enum OutputKind {
    /// No output argument (a contact sheet alone).
    case none
    case still(URL)
    case video(URL, VideoCodec)
    case frames(PNGSequence)

    /// The extensions that name a video, for messages.
    static let videoExtensions = OutputFormats.videoExtensions

    init(_ output: String?, still: Bool) throws {
        guard let output else {
            // A contact sheet alone; without one, `checkSheet` says what is missing.
            self = .none
            return
        }
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension.lowercased()
        if still {
            guard ext == "png", !PNGSequence.isSequence(output) else {
                throw RenderError("with --at the output must be a .png file, not \"\(output)\"")
            }
            self = .still(url)
            return
        }
        if PNGSequence.isSequence(output) {
            if url.lastPathComponent.contains("%") {
                guard let sequence = PNGSequence(pattern: output) else {
                    throw RenderError("\"\(output)\" is not a frame pattern: write one %d or %0Nd (N 1–9) in a .png name, like frames/%04d.png")
                }
                self = .frames(sequence)
            } else {
                self = .frames(PNGSequence(folder: url))
            }
            return
        }
        if let codec = VideoCodec.forExtension(ext) {
            self = .video(url, codec)
            return
        }
        if ext == "png" {
            throw RenderError("a .png output is a still: add --at SECONDS to say which instant (or give a folder/ or frames/%04d.png for every frame)")
        }
        let supported = Self.videoExtensions.map { "." + $0 }.joined(separator: ", ")
        throw RenderError("unknown output type \"\(output)\": write \(supported) for a video, a folder/ or frames/%04d.png for every frame, or .png with --at for a still")
    }

    /// The outputs it names: the video, the frames, or the still at `time`.
    func outputs(at time: Double?) -> RenderOutputs {
        var outputs = RenderOutputs()
        switch self {
        case .none: break
        case .still(let file): outputs.stills = [.init(time: time ?? 0, file: file, option: time == nil ? nil : "--at")]
        case .video(let file, _): outputs.video = file
        case .frames(let sequence): outputs.frames = sequence
        }
        return outputs
    }

    /// `--at`: a time of 0 seconds or more (or none).
    static func checkedTime(_ at: Double?) throws {
        if let at {
            guard at.isFinite, at >= 0 else { throw RenderError("--at must be a time of 0 seconds or more, not \(String(format: "%g", at))") }
        }
    }
}
