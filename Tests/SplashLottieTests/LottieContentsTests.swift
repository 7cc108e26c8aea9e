import Foundation
import SplashGeometry
import SplashScene
import Testing
@testable import SplashLottie
@testable import SplashFormats

/// A Lottie animation as a layer's contents: placed by its gravity, on
/// the contents' clock (begin time, speed, progress range, once or loop).
@Suite struct LottieContentsTests {
    typealias F = LottieFixtures

    /// 100 × 100, 2 s at 30 fps: a square whose x goes 0 → 100 linearly.
    static let animation = F.document(layers: [F.shapeLayer("square", index: 1, transform: F.transform(["p": F.linear("[0,50]", "[100,50]")]),
                                                            shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])

    func scene(_ contents: LottieContents, bounds: Rect = Rect(x: 0, y: 0, width: 200, height: 100)) throws -> Scene {
        var host = Layer(id: "host")
        host.bounds = bounds
        host.anchorPoint = .zero
        host.contents = .lottie(contents)
        let scene = Scene(name: "host", summary: "", canvas: Size(width: 200, height: 100), duration: 4, backgroundColor: .white, layers: [host])
        return try scene.expandingLottieContents { _ in try F.scene(Self.animation) }
    }

    func squareX(_ scene: Scene, at time: Double) throws -> Double {
        let host = try #require(scene.resolved(at: time).first)
        return try #require(host.layer(withID: "square")).position.x
    }

    @Test func playsFromItsBeginTimeAtItsSpeedBetweenItsProgresses() throws {
        // beginTime 1, speed 2, progress 0.25…0.75 of 2 s (0.5 s…1.5 s):
        //   before 1 s      the first frame shown: 0.5 s → x 25
        //   1.25 s          0.25 × 2 = 0.5 s in → 1.0 s → x 50
        //   1.5 s and on    the end, 1.5 s → x 75, held
        var contents = LottieContents(source: "/a.json")
        contents.beginTime = 1
        contents.speed = 2
        contents.fromProgress = 0.25
        contents.toProgress = 0.75
        let scene = try scene(contents)
        var checked = 0
        for (time, x) in [(0.0, 25.0), (0.9, 25), (1.25, 50), (1.5, 75), (3, 75)] {
            #expect(abs(try squareX(scene, at: time) - x) < 1e-9, "at \(time) s")
            checked += 1
        }
        #expect(checked == 5)
        // A loop starts again from 0.5 s: at 1.75 s it is 1.5 s in → 1.0 s.
        contents.playback = .loop
        #expect(abs(try squareX(try self.scene(contents), at: 1.75) - 50) < 1e-9)
    }

    @Test func playedToTheEndItHoldsItsLastFrame() throws {
        // Once through 2 s: from 2 s on the square stays at (almost) 100,
        // and stays drawn (its out point is the end).
        let scene = try scene(LottieContents(source: "/a.json"))
        let x = try squareX(scene, at: 3)
        #expect(x > 99.99 && x <= 100)
        let host = try #require(scene.resolved(at: 3).first)
        #expect(try #require(host.layer(withID: "square")).isHidden == false)
    }

    @Test func placedByItsGravityAndScaledAsVectors() throws {
        // 100 × 100 in 200 × 100, aspect fit: scale 1, 50 in from the left;
        // resize: stretched 2× across.
        let fitted = try #require(try scene(LottieContents(source: "/a.json")).layers.first?.sublayers.first)
        #expect(fitted.position == Point(x: 50, y: 0))
        #expect(fitted.transform.scaleX == 1 && fitted.transform.scaleY == 1)
        var stretched = LottieContents(source: "/a.json")
        stretched.gravity = .resize
        let resized = try #require(try scene(stretched).layers.first?.sublayers.first)
        #expect(resized.position == Point(x: 0, y: 0))
        #expect(resized.transform.scaleX == 2 && resized.transform.scaleY == 1)
    }

    @Test func sceneFilesReadLottieContents() throws {
        let json = #"{"duration": 2, "layers": [{"frame": [0, 0, 100, 100], "contents": {"type": "lottie", "source": "/tmp/splash.json", "gravity": "center", "beginTime": 0.5, "speed": 1.5, "loop": true, "fromProgress": 0.1, "toProgress": 0.9}}]}"#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "s.json", canvas: Size(width: 100, height: 100))
        guard case .lottie(let contents)? = scene.layers.first?.contents else {
            Issue.record("no Lottie contents")
            return
        }
        #expect(contents.source == "/tmp/splash.json")
        #expect(contents.gravity == .center && contents.beginTime == 0.5 && contents.speed == 1.5)
        #expect(contents.playback == .loop && contents.fromProgress == 0.1 && contents.toProgress == 0.9)
        let backwards = #"{"duration": 2, "layers": [{"frame": [0, 0, 100, 100], "contents": {"type": "lottie", "source": "/tmp/s.json", "fromProgress": 0.8, "toProgress": 0.2}}]}"#
        #expect(throws: JSONFileError.self) { try SceneDecoder.decode(Data(backwards.utf8), file: "s.json", canvas: Size(width: 100, height: 100)) }
    }
}
