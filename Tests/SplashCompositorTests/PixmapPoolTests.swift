import Testing
import SplashRaster
import SplashTestSupport
@testable import SplashCompositor

/// The pool hands back a buffer of another size when its storage holds the
/// one asked for (no new allocation), cleared when asked, and lets the
/// oldest go beyond its limit.
@Suite("The pixmap pool reuses storage", .eachKernelLevel)
struct PixmapPoolTests {
    @Test func aBufferOfAnotherSizeIsReusedWhenItsStorageFits() {
        let pool = PixmapPool()
        // Each buffer handed back from a function of its own, so the test holds no second reference to its storage.
        func whiteBuffer() -> UnsafePointer<UInt8>? {
            var first = pool.take(width: 100, height: 50)
            first.fill(.white)
            let storage = first.bytes.withUnsafeBufferPointer { $0.baseAddress }
            pool.recycle(first)
            return storage
        }
        let storage = whiteBuffer()
        func takeSmaller() -> UnsafePointer<UInt8>? {
            let smaller = pool.take(width: 90, height: 50)
            #expect(smaller.width == 90 && smaller.height == 50 && smaller.bytes.count == 90 * 50 * 4)
            #expect(smaller.bytes.allSatisfy { $0 == 0 })
            let address = smaller.bytes.withUnsafeBufferPointer { $0.baseAddress }
            pool.recycle(smaller)
            return address
        }
        #expect(takeSmaller() == storage)
        // More than twice the size asked for: not taken for a small buffer.
        let tiny = pool.take(width: 10, height: 10)
        #expect(tiny.bytes.withUnsafeBufferPointer { $0.baseAddress } != storage)
        // Larger than its storage: a new buffer, and the outgrown one let go
        // (so the allocator may well place the new one at its address).
        #expect(pool.waiting.pixmaps == 1)
        let larger = pool.take(width: 200, height: 50)
        #expect(larger.bytes.count == 200 * 50 * 4 && larger.width == 200)
        #expect(pool.waiting.pixmaps == 0)
    }

    /// A group that grows a little every frame asks for a little more than
    /// any free buffer holds: the new buffer replaces the largest smaller
    /// one, so the pool does not keep every size the group had.
    @Test func aGrowingBufferReplacesTheOneItOutgrew() {
        let pool = PixmapPool()
        var width = 100, compared = 0
        for _ in 0..<20 {
            let pixmap = pool.take(width: width, height: 50), mask = pool.takeMask(width: width, height: 50)
            #expect(pixmap.width == width && mask.width == width)
            pool.recycle(pixmap)
            pool.recycle(mask)
            #expect(pool.waiting == (1, 1))
            compared += 1
            width += width / 20
        }
        #expect(compared == 20)
        // Less than half the size of the one waiting: kept beside it.
        pool.recycle(pool.take(width: 10, height: 10))
        #expect(pool.waiting == (2, 1))
    }

    @Test func masksAreReusedTheSameWay() {
        let pool = PixmapPool()
        func dirtyMask() -> UnsafePointer<UInt8>? {
            var mask = pool.takeMask(width: 40, height: 40)
            mask.values[5] = 200
            let storage = mask.values.withUnsafeBufferPointer { $0.baseAddress }
            pool.recycle(mask)
            return storage
        }
        let storage = dirtyMask()
        let other = pool.takeMask(width: 30, height: 40)
        #expect(other.values.count == 1200 && other.values.allSatisfy { $0 == 0 })
        #expect(other.values.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test func theOldestGoBeyondTheLimit() {
        // Room for one buffer (its storage may be a little larger than asked for), not two.
        let pool = PixmapPool(maximumBytes: 100 * 100 * 4 + 1024)
        func twoBuffers() -> (UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) {
            let a = pool.take(width: 100, height: 100), b = pool.take(width: 100, height: 100)
            let storages = (a.bytes.withUnsafeBufferPointer { $0.baseAddress }, b.bytes.withUnsafeBufferPointer { $0.baseAddress })
            pool.recycle(a)
            pool.recycle(b)   // over the limit: `a` goes
            return storages
        }
        let (firstStorage, secondStorage) = twoBuffers()
        let again = pool.take(width: 100, height: 100)
        #expect(again.bytes.withUnsafeBufferPointer { $0.baseAddress } == secondStorage)
        #expect(firstStorage != secondStorage)
    }
}
