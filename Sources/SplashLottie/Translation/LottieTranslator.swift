import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

/// Turns a `LottieDocument` into splashvid's layers and animations, as
/// lottie-ios's Core Animation engine turns one into CALayers and
/// CAAnimations: once per render; the compositor then evaluates and draws
/// it like any scene.
///
/// Each Lottie layer becomes a layer whose `bounds.origin` is the Lottie
/// anchor and whose `anchorPoint` is (0, 0), so that its `position` is the
/// Lottie position and the Lottie transform (scale, then rotation, about
/// the anchor) is the layer's; its contents are sublayers in the Lottie
/// layer's own coordinates. A `parent` is a chain of layers around it that
/// carry only the parents' transforms (Lottie's parenting passes on the
/// transform, not the opacity or the time a layer is shown).
///
///     composition ── [parent P2's transform] ── [parent P1's] ── layer L
///                                                                 ├─ contents (shapes, solid, image, precomposition)
///                                                                 └─ mask (its masks), or a matte around it
final class LottieTranslator {
    let document: LottieDocument
    var compatibility: LottieCompatibility
    /// Layers, path vertices and characters of text made so far, each
    /// counted as many times as it is drawn (precompositions used inside
    /// each other translate their layers again; repeaters multiply what
    /// they repeat), and frames sampled: all bounded, counted before what
    /// they count is built.
    var budget = ExpansionBudget(ExpansionBudget.Limits(layers: maximumLayers, vertices: ExpansionBudget.Limits.standard.vertices,
                                                        textCharacters: ExpansionBudget.Limits.standard.textCharacters))
    var sampleCount = 0
    /// The name of the Lottie layer being translated (for the budget's errors).
    var currentLayer = ""
    /// The colour effects (Fill, Tint) of the layers being translated,
    /// outermost first (`filtered`).
    var colorEffects: [[LottieEffect]] = []
    /// The linear part of the transforms around the layer being translated
    /// (its own and its parents' included), and of the precomposition
    /// layers around the composition being translated (`linearChain`).
    var currentLinear = (linear: LottieLinear(), changes: false)
    var enclosingLinear = (linear: LottieLinear(), changes: false)

    static let maximumLayers = 50_000
    static let maximumSamples = 4_000_000
    static let maximumSamplesPerSegment = 20_000.0
    /// Copies a repeater makes (Core Animation's replicator takes 1000).
    static let maximumRepeaterCopies = 1000
    /// Precompositions inside precompositions.
    static let maximumNesting = 32

    init(document: LottieDocument, compatibility: LottieCompatibility) {
        self.document = document
        self.compatibility = compatibility
    }

    /// The root composition's layers, bottom first, on a clock whose zero
    /// is the animation's in point.
    func layers() throws(JSONFileError) -> [Layer] {
        let clock = LottieClock(frameRate: document.frameRate, frameShift: -document.inPoint, groupTimings: [])
        return try composition(document.layers, clock: clock, path: "layers", nesting: [])
    }

    func error(_ path: String, _ message: String) -> JSONFileError {
        JSONFileError(file: compatibility.file, path: path, message: message)
    }

    func spendLayers(_ count: Int = 1, at path: String) throws(JSONFileError) {
        try spend(at: path) { (budget) throws(ExpansionError) in try budget.spend(layers: count) }
    }

    /// Counts what `body` spends against the budget; past a limit, the
    /// error at `path` names the Lottie layer and the limit.
    func spend(at path: String, _ body: (inout ExpansionBudget) throws(ExpansionError) -> Void) throws(JSONFileError) {
        do throws(ExpansionError) {
            try body(&budget)
        } catch {
            var named = error
            named.layer = currentLayer.isEmpty ? nil : currentLayer
            var message = named.description
            if error.kind == .layers, error.copies <= 1 { message += " (precompositions used inside each other too often)" }
            throw self.error(path, message)
        }
    }

    func spendSamples(_ count: Int) throws(JSONFileError) {
        sampleCount += count
        guard sampleCount <= Self.maximumSamples else {
            throw error("layers", "the animation needs more than \(Self.maximumSamples) sampled frames (keyframes too far apart or too many animated shapes)")
        }
    }

    /// A composition's layers (Lottie lists them top first), bottom first.
    func composition(_ layers: [LottieLayer], clock: LottieClock, path: String, nesting: [String]) throws(JSONFileError) -> [Layer] {
        var byIndex: [Int: LottieLayer] = [:]
        for layer in layers { if let index = layer.index, byIndex[index] == nil { byIndex[index] = layer } }
        var result: [Layer] = []
        for position in layers.indices.reversed() {
            let lottie = layers[position]
            guard !lottie.isMatteSource, !lottie.isHidden else { continue }
            // A null draws nothing; it is there to be a parent.
            if case .null = lottie.kind { continue }
            currentLinear = linearChain(of: lottie, byIndex: byIndex)
            var layer = try parented(try tree(of: lottie, clock: clock, nesting: nesting), of: lottie, byIndex: byIndex, clock: clock)
            if let mode = lottie.matteMode {
                let source: LottieLayer?
                if let index = lottie.matteParent { source = byIndex[index] } else { source = position > 0 ? layers[position - 1] : nil }
                if let source {
                    currentLinear = linearChain(of: source, byIndex: byIndex)
                    let matte = try parented(try tree(of: source, clock: clock, nesting: nesting), of: source, byIndex: byIndex, clock: clock)
                    try spendLayers(at: lottie.path)
                    var container = Layer(id: lottie.name.isEmpty ? nil : lottie.name + " (matte)")
                    container.anchorPoint = .zero
                    container.sublayers = [layer]
                    container.mask = matte
                    container.maskMode = switch mode {
                    case .alpha: .alpha
                    case .alphaInverted: .alphaInverted
                    case .luminance: .luminance
                    case .luminanceInverted: .luminanceInverted
                    }
                    layer = container
                }
            }
            result.append(layer)
        }
        return result
    }

    /// `layer` inside its parents' transforms, nearest parent innermost.
    private func parented(_ layer: Layer, of lottie: LottieLayer, byIndex: [Int: LottieLayer], clock: LottieClock) throws(JSONFileError) -> Layer {
        var wrapped = layer
        var next = lottie.parent
        var seen: Set<Int> = []
        while let index = next {
            guard let parent = byIndex[index] else {
                // lottie-web's `buildElementParenting` finds no layer with
                // that `ind` and leaves the layer without a parent.
                compatibility.lenient("a \"parent\" that no layer's \"ind\" is", at: lottie.path + ".parent", drawn: "without a parent")
                break
            }
            guard seen.insert(index).inserted, seen.count <= byIndex.count else {
                throw error(lottie.path + ".parent", "layers are each other's parents (a cycle through \"ind\" \(index))")
            }
            try spendLayers(at: lottie.path)
            var holder = Layer(id: parent.name.isEmpty ? nil : parent.name)
            // Its keyframes are frames of the composition, whatever its st.
            try apply(parent.transform, to: &holder, clock: clock, opacity: false)
            holder.sublayers = [wrapped]
            wrapped = holder
            next = parent.parent
        }
        return wrapped
    }

    /// One Lottie layer with its own transform, opacity, in and out
    /// points, contents and masks (not its parents).
    func tree(of lottie: LottieLayer, clock: LottieClock, nesting: [String]) throws(JSONFileError) -> Layer {
        let outerLayer = currentLayer
        currentLayer = lottie.name
        defer { currentLayer = outerLayer }
        try spendLayers(at: lottie.path)
        var layer = Layer(id: lottie.name.isEmpty ? nil : lottie.name)
        let colorEffects = lottie.effects.filter(\.changesColors)
        if !colorEffects.isEmpty { self.colorEffects.append(colorEffects) }
        defer { if !colorEffects.isEmpty { self.colorEffects.removeLast() } }
        // lottie-web evaluates a layer's properties at its composition's
        // frame (`renderedFrame − st` against keyframe `t − st`): st moves
        // only a precomposition's time (`precompositionClock`).
        try apply(lottie.transform, to: &layer, clock: clock, opacity: true, autoOrients: lottie.autoOrients)
        if lottie.outPoint > lottie.inPoint {
            layer.animations += visibility(from: lottie.inPoint, to: lottie.outPoint, clock: clock)
        } else {
            // Shown for no frame (ip ≤ f < op holds for none).
            layer.isHidden = true
        }
        switch lottie.kind {
        case .null:
            break
        case .solid(let color, let width, let height):
            var solid = Self.plainLayer()
            solid.bounds = Rect(x: 0, y: 0, width: width, height: height)
            solid.backgroundColor = filtered(color)
            layer.sublayers = [solid]
        case .image(let reference):
            // lottie-web skips an image layer whose `refId` names no asset
            // (`buildItem` finds no asset data): it draws nothing, and
            // still parents the layers that name it.
            guard case .image(let image)? = document.assets[reference] else {
                compatibility.missing("the image asset \"\(reference)\" (\(lottie.path).refId)",
                                      at: lottie.path)
                break
            }
            var picture = Self.plainLayer()
            picture.bounds = Rect(x: 0, y: 0, width: image.width, height: image.height)
            if !self.colorEffects.isEmpty {
                compatibility.unsupported("Fill and Tint effects on images (the image is drawn as it is)", at: lottie.path, plural: true)
            }
            switch image.source {
            case .pixels(let source):
                picture.contents = .image(ImageContents(source: source, gravity: .resize))
            case .absent(let name, let path):
                // Its declared size, transparent.
                compatibility.missing("the image file \"\(name)\" (\(path))", at: lottie.path)
            }
            layer.sublayers = [picture]
        case .precomposition(let reference, let width, let height, let remap):
            guard case .precomposition(let layers)? = document.assets[reference] else {
                throw error(lottie.path + ".refId", "no precomposition asset has the id \"\(reference)\"")
            }
            guard !nesting.contains(reference) else {
                throw error(lottie.path + ".refId", "the precomposition \"\(reference)\" contains itself")
            }
            guard nesting.count < Self.maximumNesting else {
                throw error(lottie.path + ".refId", "precompositions nest more than \(Self.maximumNesting) deep")
            }
            let inner = try precompositionClock(clock, layer: lottie, remap: remap)
            let (outerLinear, ownLinear) = (enclosingLinear, currentLinear)
            enclosingLinear = ownLinear
            defer { (enclosingLinear, currentLinear) = (outerLinear, ownLinear) }
            var clip = Self.plainLayer()
            clip.bounds = Rect(x: 0, y: 0, width: width, height: height)
            // Lottie players clip a precomposition to its size.
            clip.masksToBounds = width > 0 && height > 0
            clip.sublayers = try composition(layers, clock: inner, path: "assets[\(reference)]", nesting: nesting + [reference])
            layer.sublayers = [clip]
        case .shape(let items):
            layer.sublayers = try shapeLayers(items, clock: clock)
        case .text(let text):
            try spend(at: lottie.path + ".t") { (budget) throws(ExpansionError) in try budget.spend(textCharacters: text.string.unicodeScalars.count) }
            layer.sublayers = document.glyphs.isEmpty ? [textLayer(text)] : try glyphLayers(text, at: lottie.path)
        }
        applyEffects(of: lottie, to: &layer)
        if let mask = try maskLayer(lottie.masks, clock: clock) {
            layer.mask = mask
            // The feather (After Effects': the edge softened across its
            // width) as the mask's blur; several masks share the largest.
            let feathered = lottie.masks.filter { $0.mode != .none && ($0.feather.isAnimated || $0.feather.first.contains { $0 > 0 }) }
            if let widest = feathered.max(by: { ($0.feather.first.max() ?? 0) < ($1.feather.first.max() ?? 0) }) {
                layer.maskFeather = max(widest.feather.first.max() ?? 0, 0)
                layer.animations += try animations(widest.feather.map { [max($0.max() ?? 0, 0)] }, [.maskFeather], clock: clock)
            }
        }
        return layer
    }

    /// A layer at its parent's origin, anchored at its top left: contents
    /// in the Lottie layer's coordinates.
    static func plainLayer(_ id: String? = nil) -> Layer {
        var layer = Layer(id: id)
        layer.anchorPoint = .zero
        return layer
    }

    /// Hidden before the in point and from the out point on (frames of
    /// the composition, whatever the layer's start time).
    private func visibility(from inPoint: Double, to outPoint: Double, clock: LottieClock) -> [LayerAnimation] {
        // Two keyframes at one key time jump there; the first key time
        // itself is held (a frame earlier) so the jump at the in point is
        // not the animation's start, which keeps the first value.
        let early = LottieClock.jumpLead
        let frames = [inPoint - 1, inPoint - early, inPoint - early, outPoint - early, outPoint - early]
        let values = [1.0, 1, 0, 0, 1].map { AnimationVector([$0]) }
        guard let animation = animation(frames: frames, values: values, timingFunctions: [], clock: clock) else { return [] }
        return [LayerAnimation(properties: [.hidden], animation: animation)]
    }

    /// The clock of a precomposition's layers: its start time and stretch,
    /// or its time remapping (`LottieClock` has lottie-web's rules).
    private func precompositionClock(_ clock: LottieClock, layer: LottieLayer, remap: LottieKeyframes<Double>?) throws(JSONFileError) -> LottieClock {
        guard let remap else { return clock.precomposition(startTime: layer.startTime, stretch: layer.timeStretch) }
        let samples = Self.outPointTaken(try remapSamples(remap), outPoint: layer.outPoint, frameRate: document.frameRate)
        guard let remapped = clock.remapped(samples: samples) else {
            throw error(remap.path, "the time remapping has a value that is not a number")
        }
        return remapped
    }

    /// How long a remapped time takes to jump, in frames: no render asks
    /// for a time inside it.
    static let remapJumpWidth = 1e-7

    /// The time remapping (seconds) at the frames of the layer's
    /// composition that say it exactly when joined by straight lines: a
    /// constant is one sample; a straight segment its two ends; a hold its
    /// value up to its next keyframe, where it jumps (`jumpLead` early, as
    /// every jump); any other curve is sampled at every frame.
    private func remapSamples(_ remap: LottieKeyframes<Double>) throws(JSONFileError) -> [(frame: Double, seconds: Double)] {
        let list = remap.keyframes
        guard remap.isAnimated else { return [(list[0].frame, list[0].value)] }
        var samples: [(frame: Double, seconds: Double)] = []
        for index in list.indices.dropLast() {
            let from = list[index].frame, to = list[index + 1].frame
            // A segment of no length is a jump at its frame.
            guard to > from else { continue }
            samples.append((from, remap.value(atFrame: from)))
            if list[index].hold {
                let jump = LottieClock.jumpFrame(from: from, to: to)
                samples += [(jump, list[index].value), (jump + Self.remapJumpWidth, list[index + 1].value)]
            } else if !list[index].timingFunction(dimension: 0).isLinear {
                let steps = Int(min((to - from).rounded(.up), Self.maximumSamplesPerSegment))
                try spendSamples(steps)
                for step in 1..<max(steps, 1) {
                    let frame = from + (to - from) * Double(step) / Double(steps)
                    samples.append((frame, remap.value(atFrame: frame)))
                }
            }
        }
        let last = list[list.count - 1]
        samples.append((last.frame, last.value))
        return Self.increasing(samples)
    }

    /// `samples` at increasing frames, as `TimeRemap` takes them: of two at
    /// one frame (a jump) the first is moved to just before the jump, and
    /// any it then passes are dropped.
    static func increasing(_ samples: [(frame: Double, seconds: Double)]) -> [(frame: Double, seconds: Double)] {
        var result: [(frame: Double, seconds: Double)] = []
        for sample in samples {
            if let previous = result.last, sample.frame <= previous.frame {
                if sample.seconds == previous.seconds, sample.frame == previous.frame { continue }
                let before = LottieClock.jumpFrame(from: -Double.infinity, to: sample.frame) - remapJumpWidth
                while let last = result.last, last.frame >= before { result.removeLast() }
                result += [(before, previous.seconds), (before + remapJumpWidth, sample.seconds)]
                continue
            }
            result.append(sample)
        }
        return result
    }

    /// lottie-web's `ICompElement.prepareFrame`: a remapped frame equal to
    /// the layer's out point (`tm` × fr == op, compared exactly) is drawn as
    /// op − 1. A sample there becomes op − 1 (from `jumpLead` before it),
    /// with the times on either side still running to (or from) op.
    static func outPointTaken(_ samples: [(frame: Double, seconds: Double)], outPoint: Double,
                              frameRate: Double) -> [(frame: Double, seconds: Double)] {
        let taken = (outPoint - 1) / frameRate
        func isOut(_ seconds: Double) -> Bool { seconds * frameRate == outPoint }
        guard samples.contains(where: { isOut($0.seconds) }) else { return samples }
        /// The straight line between two samples at `frame`.
        func between(_ a: (frame: Double, seconds: Double), _ b: (frame: Double, seconds: Double), at frame: Double) -> Double {
            a.seconds + (b.seconds - a.seconds) * (frame - a.frame) / (b.frame - a.frame)
        }
        var result: [(frame: Double, seconds: Double)] = []
        for (index, sample) in samples.enumerated() {
            guard isOut(sample.seconds) else {
                result.append(sample)
                continue
            }
            if index > 0, !isOut(samples[index - 1].seconds) {
                // Running to op: op − 1 from just before this frame.
                let previous = samples[index - 1]
                let jump = LottieClock.jumpFrame(from: previous.frame, to: sample.frame)
                if jump - remapJumpWidth > previous.frame {
                    result += [(jump - remapJumpWidth, between(previous, sample, at: jump - remapJumpWidth)), (jump, taken)]
                }
            }
            result.append((sample.frame, taken))
            if index + 1 < samples.count, !isOut(samples[index + 1].seconds) {
                // Running on from op: just after this frame.
                let next = samples[index + 1]
                if sample.frame + remapJumpWidth < next.frame {
                    result.append((sample.frame + remapJumpWidth, between(sample, next, at: sample.frame + remapJumpWidth)))
                }
            }
        }
        return result
    }
}

extension TimingFunction {
    /// Whether the curve is the straight line (its control points on the
    /// diagonal).
    var isLinear: Bool { c1x == c1y && c2x == c2y }
}
