extension Mask {
    /// This coverage multiplied by `other`'s, value by value (`a · b / 255`,
    /// rounded): a clip inside a clip. The masks are aligned at their first
    /// value; values `other` does not have count as 0 (hidden).
    ///
    /// Eight values a step: where this mask is 0 or the other 255 nothing
    /// changes, where the other is 0 the step is cleared, and the rest is
    /// multiplied in 16-bit lanes with the one-value rounding.
    public mutating func intersect(with other: Mask) {
        values.withUnsafeMutableBufferPointer { mine in
            other.values.withUnsafeBufferPointer { b in
                guard let a = mine.baseAddress else { return }
                let count = mine.count, shared = min(count, b.count)
                var i = 0
                if let b = b.baseAddress {
                    while i + 8 <= shared {
                        let x = UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self)
                        let y = UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self)
                        if x == 0 || y == ~0 {
                            // unchanged
                        } else if y == 0 {
                            UnsafeMutableRawPointer(a + i).storeBytes(of: 0, as: UInt64.self)
                        } else {
                            let product = PixelMath.mul255(PixelMath.factors(x), PixelMath.factors(y))
                            UnsafeMutableRawPointer(a + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: product), as: SIMD8<UInt8>.self)
                        }
                        i += 8
                    }
                    while i < shared {
                        a[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(a[i]), UInt32(b[i])))
                        i += 1
                    }
                }
                if shared < count { (a + shared).update(repeating: 0, count: count - shared) }
            }
        }
    }
}
