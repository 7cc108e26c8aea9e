import Foundation
import SplashGeometry
import SplashFormats

/// Writes a `Scene` as a scene file: the inverse of `SceneDecoder`, for
/// scenes made in memory (an imported storyboard or Lottie file) that are
/// to be animated further by hand.
///
/// The file is strict JSON, pretty-printed with two-space indents, its
/// keys in a fixed order (a layer's `id` first, then its geometry, its
/// look, its contents, its mask and its sublayers), numbers in their
/// shortest exact form (`0.3`, `120`), colours as `"#RRGGBB"` or
/// `"#RRGGBBAA"`: the same scene always gives the same bytes. Fields at
/// their default value are left out. A layer is placed by
/// `"frame": [x, y, width, height]` when that says exactly what it is
/// (anchor point at the centre, no transform, bounds at the origin, and
/// the reader's `position = x + width / 2` giving back the same number),
/// otherwise by `position`, `bounds` and `anchorPoint`.
///
/// What is written is the scene for its canvas: every number as resolved
/// (the file has no expressions, parameters or conditionals), so reading
/// it on the same canvas gives the same `Scene` (bar `parameters`, which
/// the file no longer declares, and `importWarnings`).
///
/// Colours are written with 8 bits a channel, as the scene format has
/// them: a component between two steps of 1/255 is rounded to the nearest
/// (and one outside 0…1, which draws clamped anyway, to 0 or 1). This is
/// the one place where writing rounds.
///
/// Animations are written in the reader's vocabulary (key path, from/to/by
/// values, springs, keyframe values or paths, timing, groups); a group's
/// timing is written once around consecutive animations that share it.
/// Transitions as `CATransition`s, flips as UIKit's options.
///
/// Not written (an error names the layer and the feature instead) is what
/// the format cannot say: a skewed transform, a mask mode other than
/// alpha or a feathered mask, a gradient's focal point, a text's stroke or
/// baseline origin, text contents laid out for a size other than the
/// layer's bounds, a remapped animation time (Lottie's), an animation of
/// properties no key path names, and values outside what the reader
/// accepts (an opacity above 1, a negative width, NaN). As a last check
/// the text written is read back with `SceneDecoder` on the scene's
/// canvas; a file it refuses is not returned.
public enum SceneWriter {
    /// The scene file for `scene`.
    ///
    /// - Parameter folder: the folder the file will be saved in (absolute).
    ///   Image, font and Lottie files inside it are written relative to it
    ///   (`"logo.png"`, `"Assets/logo.png"`), as the reader resolves them
    ///   against the scene file's folder; the rest as absolute paths. nil:
    ///   every path absolute.
    public static func json(_ scene: Scene, relativeTo folder: String? = nil) throws(SceneWriterError) -> String {
        let folder = folder.map(SceneFileWriter.standardizedFolder)
        var writer = SceneFileWriter(folder: folder)
        let text = try writer.scene(scene).text
        // What the checks above miss (a rule of the reader's not mirrored
        // here) must not reach a file: read it back as it will be read.
        do {
            _ = try SceneDecoder.decode(Data(text.utf8), file: "scene.json", canvas: scene.canvas,
                                        assetsFolder: folder.map { URL(fileURLWithPath: $0, isDirectory: true) })
        } catch {
            throw SceneWriterError(layer: nil, field: error.path, message: "the file written would not read back: \(error.message)")
        }
        return text
    }
}

/// Why a scene could not be written: the layer (by id and by place in the
/// tree), the field, and what is wrong with its value.
public struct SceneWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The layer, as `"logo" (layers[0].sublayers[1])` or its place alone
    /// when it has no id; nil for a field of the scene itself.
    public var layer: String?
    public var field: String
    public var message: String

    public init(layer: String?, field: String, message: String) {
        self.layer = layer
        self.field = field
        self.message = message
    }

    public var description: String {
        if let layer { return "layer \(layer): \(field): \(message)" }
        return "scene: \(field): \(message)"
    }
}

/// The state of one write: where relative paths start, and the counts the
/// reader limits (so the file written is one the reader accepts).
struct SceneFileWriter {
    /// Absolute, standardized, without a trailing slash (except "/").
    var folder: String?
    var layerCount = 0
    var textCharacters = 0
    /// How many times a layer written now is drawn (the replicators it is in).
    var copies = 1

    static func standardizedFolder(_ folder: String) -> String {
        URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path
    }

    mutating func scene(_ scene: Scene) throws(SceneWriterError) -> JSONOutput {
        let field = SceneField(layer: nil)
        var members: [(key: String, value: JSONOutput)] = []
        if !scene.name.isEmpty { members.append(("name", .string(scene.name))) }
        if !scene.summary.isEmpty { members.append(("summary", .string(scene.summary))) }
        guard scene.duration > 0, scene.duration <= SceneDecoder.maximumDuration else {
            throw field.error("duration", "must be greater than 0 and at most \(format(SceneDecoder.maximumDuration)) seconds, not \(scene.duration)")
        }
        members.append(("duration", try field.number(scene.duration, "duration")))
        if scene.backgroundColor == .clear {
            members.append(("backgroundColor", .string("clear")))
        } else if scene.backgroundColor != .black {
            members.append(("backgroundColor", try field.color(scene.backgroundColor, "backgroundColor")))
        }
        if !scene.keyInstants.isEmpty {
            var previous: Double?
            var instants: [JSONOutput] = []
            for (index, instant) in scene.keyInstants.enumerated() {
                let name = "keyInstants[\(index)].time"
                let time = try field.number(instant.time, name, in: 0...scene.duration)
                if let previous, instant.time <= previous { throw field.error(name, "key instants must be in increasing time order") }
                previous = instant.time
                instants.append(.object([("time", time), ("label", .string(instant.label))]))
            }
            members.append(("keyInstants", .array(instants)))
        }
        var layers: [JSONOutput] = []
        for (index, layer) in scene.layers.enumerated() {
            layers.append(try self.layer(layer, place: "layers[\(index)]", depth: 1))
        }
        members.append(("layers", .array(layers)))
        return .object(members)
    }

    /// A file path as the scene file names it: relative to `folder` when
    /// inside it, otherwise absolute. Built-in Lottie animations
    /// (`builtin:NAME`) are kept as they are.
    func path(_ path: String, _ name: String, field: SceneField) throws(SceneWriterError) -> JSONOutput {
        if path.hasPrefix(LottieContents.builtinPrefix) { return .string(path) }
        guard path.hasPrefix("/") else { throw field.error(name, "\"\(path)\" is not an absolute path") }
        if let folder {
            let prefix = folder == "/" ? "/" : folder + "/"
            if path.hasPrefix(prefix), path.count > prefix.count {
                let relative = String(path.dropFirst(prefix.count))
                // A file named like a built-in animation stays a file.
                return .string(relative.hasPrefix(LottieContents.builtinPrefix) ? "./" + relative : relative)
            }
        }
        return .string(path)
    }
}

/// Builds a field's JSON value, or the error naming the layer and field.
struct SceneField {
    /// The layer's description for messages (nil: the scene).
    var layer: String?
    /// Where in the layer the fields are (`animations[0]`), before their names.
    var prefix = ""

    func error(_ name: String, _ message: String) -> SceneWriterError {
        SceneWriterError(layer: layer, field: prefix.isEmpty ? name : prefix + "." + name, message: message)
    }

    func number(_ value: Double, _ name: String, in range: ClosedRange<Double>? = nil) throws(SceneWriterError) -> JSONOutput {
        guard let number = FiniteNumber(value) else { throw error(name, "\(value) is not a finite number") }
        if let range, !range.contains(value) {
            throw error(name, "must be in \(format(range.lowerBound))…\(format(range.upperBound)), not \(number.text)")
        }
        return .number(number)
    }

    /// A finite number ≥ 0 (a width, a radius, a time).
    func nonNegative(_ value: Double, _ name: String) throws(SceneWriterError) -> JSONOutput {
        let written = try number(value, name)
        guard value >= 0 else { throw error(name, "must not be negative, not \(value)") }
        return written
    }

    func numbers(_ values: [Double], _ name: String) throws(SceneWriterError) -> JSONOutput {
        var items: [JSONOutput] = []
        for value in values { items.append(try number(value, name)) }
        return .array(items)
    }

    func point(_ p: Point, _ name: String) throws(SceneWriterError) -> JSONOutput { try numbers([p.x, p.y], name) }

    /// `[x, y, width, height]`, as the reader's rectangles: a negative
    /// width or height is refused there, so here too.
    func rect(_ r: Rect, _ name: String) throws(SceneWriterError) -> JSONOutput {
        guard !(r.size.width < 0 || r.size.height < 0) else { throw error(name, "width and height must not be negative") }
        return try numbers([r.origin.x, r.origin.y, r.size.width, r.size.height], name)
    }

    /// `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque: each component
    /// rounded to the nearest of 256 steps, within 0…1.
    func color(_ color: Color, _ name: String) throws(SceneWriterError) -> JSONOutput {
        let components = [color.red, color.green, color.blue, color.alpha]
        guard components.allSatisfy(\.isFinite) else { throw error(name, "a colour component is not a finite number") }
        let bytes = components.map { Int((min(max($0, 0), 1) * 255).rounded()) }
        let shown = bytes[3] == 255 ? bytes.prefix(3) : bytes.prefix(4)
        return .string("#" + shown.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined())
    }
}
