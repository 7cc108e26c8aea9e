import Foundation

/// One range of a `Range: bytes=…` header: "A-B", "A-" or "-N".
struct ByteRange: Equatable {
    var first: Int?
    var last: Int?

    init?(_ header: String) {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix("bytes="), !text.contains(",") else { return nil }
        let spec = text.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        let parts = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let a = parts[0].trimmingCharacters(in: .whitespaces), b = parts[1].trimmingCharacters(in: .whitespaces)
        first = a.isEmpty ? nil : Int(a)
        last = b.isEmpty ? nil : Int(b)
        // Anything else ("bytes=x-", "bytes=-") is not a range: the whole body.
        guard (a.isEmpty || first != nil), (b.isEmpty || last != nil), first != nil || last != nil else { return nil }
        if let first, first < 0 { return nil }
        if let first, let last, last < first { return nil }
    }

    /// The bytes (both ends included) in a body of `count` bytes, or nil
    /// when none of them is in it.
    func resolved(count: Int) -> ClosedRange<Int>? {
        guard count > 0 else { return nil }
        switch (first, last) {
        case (let first?, let last):
            guard first < count else { return nil }
            return first...min(last ?? count - 1, count - 1)
        case (nil, let suffix?):
            guard suffix > 0 else { return nil }
            return max(count - suffix, 0)...(count - 1)
        case (nil, nil):
            return nil
        }
    }
}
