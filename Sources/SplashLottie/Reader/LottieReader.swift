import Foundation
import SplashGeometry
import SplashScene
import SplashFormats

/// Reads a Lottie JSON document (Bodymovin's format; its published JSON
/// schema, lottie-web and lottie-ios are the reference) into a
/// `LottieDocument`. Unknown keys are ignored, as every Lottie player does
/// (exporters add their own); features that are known but not drawn are
/// reported to `compatibility`. Malformed values are one-line errors
/// naming the JSON path.
final class LottieReader {
    let file: String
    /// Where image files named by the document are looked for.
    let folder: URL?
    /// Images packed beside the animation (a dotLottie's `images/`), by name.
    let packedImages: [String: String]
    var compatibility: LottieCompatibility
    /// The document's fonts (`fonts.list`) by `fName`.
    var fontFamilies: [String: (family: String, style: String)] = [:]
    /// What the colours of fills and strokes are multiplied by: 1/255 for
    /// files written before Bodymovin 4.1.9, which stored them 0…255.
    var shapeColorScale = 1.0
    /// Every layer's name by JSON path, for warnings to name.
    var layerNames = LottieLayerNames()
    /// `fr`, and the frames the layer being read can be drawn at, for
    /// `loopOut`/`loopIn` expressions (`applying(expression:to:)`).
    var frameRate = 30.0
    var loopContext: LottieLoopContext?
    /// How many more frames of loops the file may draw.
    var loopSamplesLeft = maximumLoopSamples

    /// Composition sizes and frame counts beyond any launch animation
    /// (the root composition's size is the canvas's).
    static let maximumSide = 16_384.0
    static let maximumFrames = 100_000.0

    init(file: String, folder: URL?, packedImages: [String: String] = [:]) {
        self.file = file
        self.folder = folder
        self.packedImages = packedImages
        compatibility = LottieCompatibility(file: file)
    }

    /// The composition's size, frame rate and frames (`w`, `h`, `fr`, `ip`,
    /// `op`), read without its layers.
    static func header(_ root: JSONField) throws(JSONFileError) -> LottieHeader {
        let members = try root.members()
        func required(_ key: String) throws(JSONFileError) -> JSONField {
            guard let field = root.member(key, in: members) else {
                throw root.error("expected \"\(key)\": is this a Lottie (Bodymovin) file?")
            }
            return field
        }
        let header = LottieHeader(width: try required("w").lottieNumber(in: 1...maximumSide),
                                  height: try required("h").lottieNumber(in: 1...maximumSide),
                                  frameRate: try required("fr").lottieNumber(in: 1...240),
                                  inPoint: try required("ip").lottieNumber(in: -maximumFrames...maximumFrames),
                                  outPoint: try required("op").lottieNumber(in: -maximumFrames...maximumFrames))
        guard header.outPoint > header.inPoint else {
            throw try required("op").error("the animation must end (op) after it starts (ip = \(JSONValue.text(of: header.inPoint)))")
        }
        _ = try required("layers")
        return header
    }

    func document(_ root: JSONField) throws(JSONFileError) -> LottieDocument {
        let header = try Self.header(root)
        frameRate = header.frameRate
        let members = try root.members()
        if case .string(let version)? = root.member("v", in: members)?.value, Self.storesColorsIn255(version: version) {
            shapeColorScale = 1.0 / 255
        }
        if let fonts = root.member("fonts", in: members), let list = fonts.member("list", in: try fonts.members()) {
            for font in try list.elements() {
                let fm = try font.members()
                guard let name = try font.member("fName", in: fm)?.string() else { continue }
                fontFamilies[name] = (try font.member("fFamily", in: fm)?.string() ?? name, try font.member("fStyle", in: fm)?.string() ?? "")
            }
        }
        var assets: [String: LottieAsset] = [:]
        if let list = root.member("assets", in: members) {
            for item in try list.elements() {
                let fields = try item.members()
                guard let idField = item.member("id", in: fields) else { throw item.error("expected an asset \"id\"") }
                let id = try idField.string()
                layerNames.assetIDs[item.path] = id
                if let layers = item.member("layers", in: fields) {
                    assets[id] = .precomposition(try self.layers(layers))
                } else if let image = try self.image(item, fields: fields) {
                    assets[id] = .image(image)
                }
            }
        }
        let glyphs = try root.member("chars", in: members).map(self.glyphs) ?? [:]
        let name = (try? root.member("nm", in: members)?.string()) ?? nil
        guard let layers = root.member("layers", in: members) else { throw root.error("expected \"layers\"") }
        var document = LottieDocument(name: name ?? "", width: header.width, height: header.height, frameRate: header.frameRate,
                                      inPoint: header.inPoint, outPoint: header.outPoint,
                                      layers: try self.layers(layers, drawnWith: header.inPoint...header.outPoint), assets: assets)
        document.glyphs = glyphs
        return document
    }

    /// Whether a file of Bodymovin version `version` stores the colours of
    /// its fills and strokes 0…255: older than 4.1.9, compared as
    /// lottie-web's `checkVersion` compares (each dot-separated part as a
    /// JavaScript number; a part missing or not a number is neither older
    /// nor newer, so the next part decides; an empty version is new).
    static func storesColorsIn255(version: String) -> Bool {
        guard !version.isEmpty else { return false }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        for (index, minimum) in [4.0, 1, 9].enumerated() {
            var part = Double.nan
            if index < parts.count {
                let text = parts[index].trimmingCharacters(in: .whitespacesAndNewlines)
                part = text.isEmpty ? 0 : Double(text) ?? .nan
            }
            if minimum > part { return true }
            if part > minimum { return false }
        }
        return false
    }

    /// An image asset: its size and where its bytes are.
    private func image(_ item: JSONField, fields: [String: JSONField]) throws(JSONFileError) -> LottieImage? {
        guard let p = item.member("p", in: fields) else { return nil }
        let name = try p.string()
        let width = try item.member("w", in: fields).map(Self.declaredSide) ?? 0
        let height = try item.member("h", in: fields).map(Self.declaredSide) ?? 0
        if name.hasPrefix("data:") {
            return LottieImage(width: width, height: height, source: .pixels(name))
        }
        let directory = try item.member("u", in: fields)?.string() ?? ""
        if let packed = packedImages[name] ?? packedImages[(directory as NSString).appendingPathComponent(name)] {
            return LottieImage(width: width, height: height, source: .pixels(packed))
        }
        // An image that is not at hand (an address, a file the app adds at
        // run time, an image a dotLottie does not pack) leaves its layers
        // empty, with a warning naming them (`LottieTranslator.tree`).
        let written = directory.isEmpty || name.hasPrefix("/") ? name : (directory as NSString).appendingPathComponent(name)
        let absent = LottieImage(width: width, height: height, source: .absent(name: written, path: p.path))
        guard !name.contains("://"), let folder else { return absent }
        let url = folder.appendingPathComponent(directory).appendingPathComponent(name).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else { return absent }
        return LottieImage(width: width, height: height, source: .pixels(url.path))
    }

    /// A size declared inside the file (a precomposition layer's `w`/`h`,
    /// a solid's `sw`/`sh`, an image's `w`/`h`): any size, as the players
    /// take it (shipping files declare 20000 or 99999); what is drawn is
    /// bounded by the canvas and the expansion budget, not by this. Past
    /// the magnitude of any coordinate it is that magnitude (it clips
    /// nothing more).
    static func declaredSide(_ field: JSONField) throws(JSONFileError) -> Double {
        min(try field.lottieNumber(in: 0...Double.greatestFiniteMagnitude), JSONField.lottieMagnitude)
    }

    /// A composition's layers; `extra`: frames it is drawn at besides its
    /// layers' (the root composition's `ip`…`op`).
    func layers(_ field: JSONField, drawnWith extra: ClosedRange<Double>? = nil) throws(JSONFileError) -> [LottieLayer] {
        var layers: [LottieLayer] = []
        let items = try field.elements()
        let frames = Self.drawnFrames(items, including: extra)
        let outer = loopContext
        defer { loopContext = outer }
        for item in items {
            loopContext = LottieLoopContext(frameRate: frameRate, layerInPoint: frames.lowerBound, layerOutPoint: frames.upperBound,
                                            frames: frames)
            if let layer = try layer(item) { layers.append(layer) }
        }
        return layers
    }

    /// One layer; nil for a kind that draws nothing here (audio, camera…),
    /// which is reported.
    private func layer(_ item: JSONField) throws(JSONFileError) -> LottieLayer? {
        let m = try item.members()
        guard let ty = item.member("ty", in: m) else { throw item.error("expected a layer type \"ty\"") }
        let type = try ty.lottieCode(in: 0...100)
        let name = (try? item.member("nm", in: m)?.string()) ?? nil
        layerNames.names[item.path] = name ?? ""
        let inField = item.member("ip", in: m), outField = item.member("op", in: m)
        let inPoint = try inField?.lottieNumber(in: -Self.maximumFrames...Self.maximumFrames) ?? -Self.maximumFrames
        let outPoint = try outField?.lottieNumber(in: -Self.maximumFrames...Self.maximumFrames) ?? Self.maximumFrames
        loopContext?.layerInPoint = inPoint
        loopContext?.layerOutPoint = outPoint
        // A 3-D layer (`ddd`) is read like any other: its turns about x and
        // y are drawn without a perspective, its z position changes nothing.
        let transform = try self.transform(item.member("ks", in: m), path: item.childPath("ks"))
        let kind: LottieLayer.Kind
        switch type {
        case 0:
            guard let ref = item.member("refId", in: m) else { throw item.error("expected \"refId\" naming a precomposition") }
            let width = try item.member("w", in: m).map(Self.declaredSide) ?? 0
            let height = try item.member("h", in: m).map(Self.declaredSide) ?? 0
            let remap = try item.member("tm", in: m).map { (tm: JSONField) throws(JSONFileError) in
                try keyframes(tm, fallback: 0, path: tm.path, read: scalar)
            }
            let reference = try ref.string()
            layerNames.users[reference, default: []].append(item.path)
            kind = .precomposition(reference: reference, width: width, height: height, timeRemap: remap)
        case 1:
            let colorField = item.member("sc", in: m)
            let text = try colorField?.string() ?? "#000000"
            guard let color = Color(hex: text) else { throw colorField!.error("expected a colour like \"#FF2D55\", not \"\(text)\"") }
            kind = .solid(color: color, width: try item.member("sw", in: m).map(Self.declaredSide) ?? 0,
                          height: try item.member("sh", in: m).map(Self.declaredSide) ?? 0)
        case 2:
            guard let ref = item.member("refId", in: m) else { throw item.error("expected \"refId\" naming an image") }
            kind = .image(reference: try ref.string())
        case 3:
            kind = .null
        case 4:
            kind = .shape(try shapeItems(item.member("shapes", in: m)))
        case 5:
            guard let text = try self.text(item.member("t", in: m)) else { return nil }
            kind = .text(text)
        default:
            let names = [6: "audio layers", 7: "video placeholders", 8: "image sequences", 9: "video layers",
                         10: "image placeholders", 11: "guide layers", 12: "adjustment layers", 13: "cameras", 14: "light layers", 15: "data layers"]
            compatibility.unsupported(names[type] ?? "layers of type \(type)", at: item.path)
            return nil
        }
        let effects = try item.member("ef", in: m).map(self.effects) ?? []
        if let styles = item.member("sy", in: m), case .array(let list) = styles.value, !list.isEmpty {
            compatibility.unsupported("layer styles", at: styles.path)
        }
        if let mode = item.member("bm", in: m), try mode.lottieCode(in: 0...100) != 0 {
            compatibility.unsupported("blend modes", at: mode.path)
        }
        var masks: [LottieMask] = []
        if let list = item.member("masksProperties", in: m) {
            for maskField in try list.elements() { masks.append(try mask(maskField)) }
        }
        let matte = try item.member("tt", in: m).map { (tt: JSONField) throws(JSONFileError) -> LottieMatteMode? in
            LottieMatteMode(rawValue: try tt.lottieCode(in: 0...100))
        } ?? nil
        // lottie-web's `initBaseData`: a stretch of 0 (or none) is 1.
        let readStretch = try item.member("sr", in: m)?.lottieNumber(in: -1000...1000) ?? 1
        let stretch = readStretch == 0 ? 1 : readStretch
        var layer = LottieLayer(
            path: item.path, name: name ?? "", kind: kind,
            index: try item.member("ind", in: m)?.lottieCode(in: Int(-1e9)...Int(1e9)),
            parent: try item.member("parent", in: m)?.lottieCode(in: Int(-1e9)...Int(1e9)),
            inPoint: inPoint, outPoint: outPoint,
            startTime: try item.member("st", in: m)?.lottieNumber(in: -Self.maximumFrames...Self.maximumFrames) ?? 0,
            timeStretch: stretch, transform: transform,
            isHidden: try item.member("hd", in: m)?.lottieFlag() ?? false,
            masks: masks,
            isMatteSource: try item.member("td", in: m)?.lottieFlag() ?? false,
            matteMode: matte,
            matteParent: try item.member("tp", in: m)?.lottieCode(in: Int(-1e9)...Int(1e9)))
        layer.effects = effects
        if let orient = item.member("ao", in: m), try orient.lottieFlag() {
            if case .split = transform.position {
                compatibility.unsupported("auto-orient with separate x and y positions", at: orient.path)
            } else {
                layer.autoOrients = true
            }
        }
        return layer
    }

    /// A transform (`ks` of a layer, `tr` of a group).
    func transform(_ field: JSONField?, path: String) throws(JSONFileError) -> LottieTransform {
        guard let field else { return .identity(path: path) }
        let m = try field.members()
        var transform = LottieTransform.identity(path: path)
        transform.anchor = try keyframes(field.member("a", in: m), fallback: [0, 0], path: field.childPath("a"), read: vector(2))
        if let p = field.member("p", in: m) {
            let pm = try p.members()
            if try p.member("s", in: pm)?.lottieFlag() == true {
                transform.position = .split(
                    x: try keyframes(p.member("x", in: pm), fallback: 0, path: p.childPath("x"), read: scalar),
                    y: try keyframes(p.member("y", in: pm), fallback: 0, path: p.childPath("y"), read: scalar))
            } else {
                transform.position = .combined(try keyframes(p, fallback: [0, 0], path: p.path, read: vector(2)))
            }
        }
        transform.scale = try keyframes(field.member("s", in: m), fallback: [100, 100], path: field.childPath("s"), read: vector(2))
        let rotationKey = m["rz"] != nil ? "rz" : "r"
        transform.rotation = try keyframes(field.member(rotationKey, in: m), fallback: 0, path: field.childPath(rotationKey), read: scalar)
        transform.opacity = try keyframes(field.member("o", in: m), fallback: 100, path: field.childPath("o"), read: scalar)
        transform.skew = try keyframes(field.member("sk", in: m), fallback: 0, path: field.childPath("sk"), read: scalar)
        transform.skewAxis = try keyframes(field.member("sa", in: m), fallback: 0, path: field.childPath("sa"), read: scalar)
        // A 3-D layer turned about x and y is drawn as Core Animation draws
        // `transform.rotation.x`/`.y` without a perspective (Lottie files
        // without a camera); its orientation (`or`) adds to the turns.
        transform.rotationX = try keyframes(field.member("rx", in: m), fallback: 0, path: field.childPath("rx"), read: scalar)
        transform.rotationY = try keyframes(field.member("ry", in: m), fallback: 0, path: field.childPath("ry"), read: scalar)
        if let orientation = field.member("or", in: m) {
            let values = try keyframes(orientation, fallback: [0, 0, 0], path: orientation.path, read: vector(3))
            if values.isAnimated {
                compatibility.unsupported("animated 3-D orientation", at: orientation.path)
            }
            let (x, y, z) = (values.first[0], values.first[1], values.first[2])
            transform.rotationX = transform.rotationX.map { $0 + x }
            transform.rotationY = transform.rotationY.map { $0 + y }
            transform.rotation = transform.rotation.map { $0 + z }
        }
        return transform
    }

    /// A mask (`masksProperties[i]`).
    private func mask(_ field: JSONField) throws(JSONFileError) -> LottieMask {
        let m = try field.members()
        let modeText = try field.member("mode", in: m)?.string() ?? "a"
        let mode: LottieMask.Mode
        switch modeText {
        case "a", "s", "i", "n": mode = LottieMask.Mode(rawValue: modeText)!
        default:
            compatibility.unsupported("mask mode \"\(modeText)\" (lighten, darken, difference)", at: field.childPath("mode"))
            mode = .add
        }
        let expansion = try keyframes(field.member("x", in: m), fallback: 0, path: field.childPath("x"), read: scalar)
        if expansion.keyframes.contains(where: { $0.value < 0 }) && expansion.keyframes.contains(where: { $0.value > 0 }) {
            compatibility.unsupported("mask expansion that changes between growing and shrinking", at: expansion.path)
        }
        let feather = try keyframes(field.member("f", in: m), fallback: [0, 0], path: field.childPath("f"), read: vector(2))
        if feather.first.count == 2, feather.first[0] != feather.first[1] {
            compatibility.unsupported("mask feather different across and down (drawn with the larger)", at: feather.path)
        }
        guard let pt = field.member("pt", in: m) else { throw field.error("expected a mask path \"pt\"") }
        return LottieMask(path: field.path, mode: mode, isInverted: try field.member("inv", in: m)?.lottieFlag() ?? false,
                          shape: try keyframes(pt, fallback: LottieBezier(closed: true, vertices: [], inTangents: [], outTangents: []),
                                               path: pt.path, read: bezier),
                          opacity: try keyframes(field.member("o", in: m), fallback: 100, path: field.childPath("o"), read: scalar),
                          expansion: expansion, feather: feather)
    }
}
