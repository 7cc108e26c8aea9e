import Foundation
import SplashFormats

/// A gzip file (RFC 1952), as Telegram writes its animated stickers
/// (`.tgs`: Lottie JSON, gzip-compressed): the header is checked here, for
/// a message saying what it is; the first member is inflated by zlib
/// (`Inflate.gunzip`, the inflater PDF streams use), which counts its
/// output against `limit` and checks the trailer's CRC-32 and length.
enum GzipMember {
    enum Failure: Error, Equatable {
        /// Not gzip, or a header this does not read (its reason).
        case header(String)
        /// The data ends before the deflate stream does, or is not deflate.
        case damaged(String)
        /// It inflates past the limit.
        case tooLarge
    }

    /// The inflated bytes of the first member of `data`.
    static func inflate(_ data: Data, limit: Int) throws(Failure) -> Data {
        let bytes = [UInt8](data)
        let start = try deflateStart(bytes)
        guard bytes.count >= start + 8 else { throw .damaged("it ends inside its header") }
        do {
            return Data(try Inflate.gunzip(bytes, maxOutput: limit))
        } catch {
            switch error {
            case .tooLarge, .ratio: throw .tooLarge
            case .truncated: throw .damaged("its compressed data ends early")
            case .corrupt(let message) where message.contains("check"):
                // zlib's "incorrect data check" / "incorrect length check".
                throw .damaged("its checksum does not match what it inflates to")
            case .corrupt: throw .damaged("its compressed data is damaged")
            }
        }
    }

    /// Where the deflate data begins, past the header and its optional
    /// fields (FEXTRA, FNAME, FCOMMENT, FHCRC).
    static func deflateStart(_ bytes: [UInt8]) throws(Failure) -> Int {
        guard bytes.count >= 10, bytes[0] == 0x1F, bytes[1] == 0x8B else { throw .header("not gzip") }
        guard bytes[2] == 8 else { throw .header("compressed with method \(bytes[2]), not deflate") }
        let flags = bytes[3]
        guard flags & 0xE0 == 0 else { throw .header("reserved header flags are set") }
        var at = 10
        if flags & 0x04 != 0 {
            guard at + 2 <= bytes.count else { throw .damaged("it ends inside its header") }
            at += 2 + (Int(bytes[at]) | Int(bytes[at + 1]) << 8)
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {
            // A name or comment, ended by a zero byte.
            guard at < bytes.count, let end = bytes[at...].firstIndex(of: 0) else { throw .damaged("it ends inside its header") }
            at = end + 1
        }
        if flags & 0x02 != 0 { at += 2 }
        guard at <= bytes.count else { throw .damaged("it ends inside its header") }
        return at
    }
}
