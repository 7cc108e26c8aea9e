import Foundation
import SplashLottie

/// A source as a value: `{"preset": "kugou"}`, `{"scene": path}` or
/// `{"lottie": path, "strict": false}` with the dotLottie's `"animation"`
/// when one is picked (a job's encoded value, which a batch's fingerprint
/// is made from).
extension SceneSource: Encodable {
    private enum Key: String, CodingKey { case preset, scene, lottie, strict, animation, code, entry }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .preset(let preset): try container.encode(preset.name, forKey: .preset)
        case .file(let url): try container.encode(url.path, forKey: .scene)
        case .lottie(let url, let options):
            try container.encode(url.path, forKey: .lottie)
            try container.encode(options.strictness == .strict, forKey: .strict)
            try container.encodeIfPresent(options.animation, forKey: .animation)
        case .code(let url, let options):
            try container.encode(url.path, forKey: .code)
            try container.encode(options.strictness == .strict, forKey: .strict)
            try container.encodeIfPresent(options.entry, forKey: .entry)
        }
    }
}
