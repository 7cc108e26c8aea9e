import Foundation
import SplashGeometry
import SplashLottie
import SplashScene

/// Small Lottie documents written for the tests, one feature each, and
/// helpers to read them.
enum LottieFixtures {
    /// A document of `width` × `height` at `fps`, frames 0..<`frames`, with
    /// `layers` (JSON objects, top first) and `assets`.
    static func document(width: Int = 100, height: Int = 100, fps: Int = 30, frames: Int = 60,
                         layers: [String], assets: [String] = []) -> String {
        """
        {"v":"5.7.4","fr":\(fps),"ip":0,"op":\(frames),"w":\(width),"h":\(height),"nm":"fixture","ddd":0,
         "assets":[\(assets.joined(separator: ","))],"layers":[\(layers.joined(separator: ","))]}
        """
    }

    /// A transform with the given JSON members (defaults for the rest).
    static func transform(_ members: [String: String] = [:]) -> String {
        var all = ["o": #"{"a":0,"k":100}"#, "r": #"{"a":0,"k":0}"#, "p": #"{"a":0,"k":[0,0]}"#,
                   "a": #"{"a":0,"k":[0,0]}"#, "s": #"{"a":0,"k":[100,100]}"#]
        for (key, value) in members { all[key] = value }
        return "{" + all.keys.sorted().map { "\"\($0)\":\(all[$0]!)" }.joined(separator: ",") + "}"
    }

    /// A shape layer.
    static func shapeLayer(_ name: String, index: Int, transform: String = transform(), shapes: [String],
                           extra: String = "", inPoint: Int = 0, outPoint: Int = 60) -> String {
        #"{"ddd":0,"ind":\#(index),"ty":4,"nm":"\#(name)","sr":1,"ks":\#(transform),"ip":\#(inPoint),"op":\#(outPoint),"st":0\#(extra.isEmpty ? "" : "," + extra),"shapes":[\#(shapes.joined(separator: ","))]}"#
    }

    /// A solid layer of a colour.
    static func solid(_ name: String, index: Int, color: String, width: Int = 100, height: Int = 100,
                      transform: String = transform(), extra: String = "") -> String {
        #"{"ddd":0,"ind":\#(index),"ty":1,"nm":"\#(name)","sr":1,"ks":\#(transform),"ip":0,"op":60,"st":0,"sc":"\#(color)","sw":\#(width),"sh":\#(height)\#(extra.isEmpty ? "" : "," + extra)}"#
    }

    static func rectangle(x: Double, y: Double, width: Double, height: Double, roundness: Double = 0) -> String {
        #"{"ty":"rc","p":{"a":0,"k":[\#(x),\#(y)]},"s":{"a":0,"k":[\#(width),\#(height)]},"r":{"a":0,"k":\#(roundness)}}"#
    }

    static func fill(_ r: Double, _ g: Double, _ b: Double, opacity: Double = 100) -> String {
        #"{"ty":"fl","c":{"a":0,"k":[\#(r),\#(g),\#(b),1]},"o":{"a":0,"k":\#(opacity)},"r":1}"#
    }

    static func stroke(_ r: Double, _ g: Double, _ b: Double, width: Double, cap: Int = 1) -> String {
        #"{"ty":"st","c":{"a":0,"k":[\#(r),\#(g),\#(b),1]},"o":{"a":0,"k":100},"w":{"a":0,"k":\#(width)},"lc":\#(cap),"lj":1,"ml":4}"#
    }

    /// An open straight path from one point to another.
    static func line(from: (Double, Double), to: (Double, Double)) -> String {
        #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[[\#(from.0),\#(from.1)],[\#(to.0),\#(to.1)]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}"#
    }

    /// Two keyframes, linear, from `from` at frame `f0` to `to` at `f1`.
    static func linear(_ from: String, _ to: String, _ f0: Int = 0, _ f1: Int = 60) -> String {
        #"{"a":1,"k":[{"t":\#(f0),"s":\#(from),"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":\#(f1),"s":\#(to)}]}"#
    }

    static func scene(_ json: String, strict: Bool = false) throws -> LottieScene {
        try LottieImporter.scene(json: Data(json.utf8), file: "fixture.json", folder: nil, background: .white,
                                 strictness: strict ? .strict : .lenient)
    }

    /// The layer named `name` with the scene evaluated at `frame` (30 fps).
    static func layer(_ name: String, in scene: Scene, atFrame frame: Double, fps: Double = 30) throws -> Layer {
        let layers = scene.resolved(at: frame / fps)
        for layer in layers { if let found = layer.layer(withID: name) { return found } }
        throw FixtureError.missing(name)
    }

    enum FixtureError: Error { case missing(String) }

    /// The error reading `json` gives, as printed; nil when it reads.
    static func errorMessage(_ json: String) -> String? {
        do {
            _ = try scene(json)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
