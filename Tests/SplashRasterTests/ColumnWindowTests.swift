import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// A picture drawn into a wider buffer at an offset (`PictureWindow.originX`)
/// gets exactly the bytes it gets drawn into a buffer of its own size, and
/// nothing outside it is touched.
@Suite("Pictures placed inside a wider buffer", .eachKernelLevel)
struct ColumnWindowTests {
    @Test(arguments: [1, 2, 3])
    func aPlacedPictureHasItsOwnBytes(seed: UInt32) {
        var rng = SeededRandom(state: seed)
        let (bufferWidth, bufferHeight) = (ExclusionFillTests.width, ExclusionFillTests.height)
        let (pictureWidth, pictureHeight) = (50, 30)
        let (offsetX, offsetY) = (rng.int(0...(bufferWidth - pictureWidth)), rng.int(0...(bufferHeight - pictureHeight)))
        let background = TestPixmaps.pattern(bufferWidth, bufferHeight, seed: seed &+ 5)
        // The picture's own buffer starts as the part of the background it covers.
        var own = Pixmap(width: pictureWidth, height: pictureHeight)
        for y in 0..<pictureHeight {
            for x in 0..<pictureWidth {
                for c in 0..<4 { own.bytes[(y * pictureWidth + x) * 4 + c] = background.bytes[((y + offsetY) * bufferWidth + x + offsetX) * 4 + c] }
            }
        }
        var clip = Mask(width: bufferWidth, height: bufferHeight)
        clip.fill(.ellipse(in: Rect(x: 3, y: 1, width: 75, height: 34)), color: Color(red: 0, green: 0, blue: 0, alpha: 0.7))
        var ownClip = Mask(width: pictureWidth, height: pictureHeight)
        for y in 0..<pictureHeight {
            for x in 0..<pictureWidth { ownClip.values[y * pictureWidth + x] = clip.values[(y + offsetY) * bufferWidth + x + offsetX] }
        }
        let path = Path.roundedRect(Rect(x: -3, y: 2.5, width: 48.3, height: 31), cornerRadius: 7, curve: .continuous)
        let rows = 3..<27   // a band of the picture
        let placed = PictureWindow(pictureWidth: pictureWidth, pictureHeight: pictureHeight, rows: rows, originX: -offsetX, originY: -offsetY)
        let alone = PictureWindow(pictureHeight: pictureHeight, rows: rows, originY: 0)
        for (name, paint, _) in ExclusionFillTests.paints(&rng) {
            for clipped in [false, true] {
                var expected = own, buffer = background
                expected.fill(path, paint: paint, opacity: 0.9, clip: clipped ? ownClip : nil, window: alone)
                buffer.fill(path, paint: paint, opacity: 0.9, clip: clipped ? clip : nil, window: placed)
                var wrong = 0
                for y in 0..<bufferHeight {
                    for x in 0..<bufferWidth {
                        let i = (y * bufferWidth + x) * 4
                        let inside = (offsetX..<(offsetX + pictureWidth)).contains(x) && (offsetY..<(offsetY + pictureHeight)).contains(y)
                        let want = inside ? expected.bytes[((y - offsetY) * pictureWidth + x - offsetX) * 4..<((y - offsetY) * pictureWidth + x - offsetX) * 4 + 4]
                                          : background.bytes[i..<(i + 4)]
                        if buffer.bytes[i..<(i + 4)] != want { wrong += 1 }
                    }
                }
                #expect(wrong == 0, "\(name), clipped \(clipped): \(wrong) pixels differ")
            }
        }
        // A mask filled in place gets the picture's own values too.
        var ownMask = Mask(width: pictureWidth, height: pictureHeight), mask = Mask(width: bufferWidth, height: bufferHeight)
        ownMask.fill(path, window: alone)
        mask.fill(path, window: placed)
        let same = (0..<pictureHeight).allSatisfy { y in
            (0..<pictureWidth).allSatisfy { x in ownMask.values[y * pictureWidth + x] == mask.values[(y + offsetY) * bufferWidth + x + offsetX] }
        }
        #expect(same)
    }

    @Test func aPictureThatDoesNotFitDrawsNothing() {
        var buffer = Pixmap(width: 20, height: 10)
        buffer.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), paint: .solid(.black),
                    window: PictureWindow(pictureWidth: 15, pictureHeight: 10, rows: 0..<10, originX: -6, originY: 0))
        #expect(buffer.bytes.allSatisfy { $0 == 0 })
    }
}
