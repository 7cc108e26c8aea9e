import Foundation

/// Lists the top-level boxes ("atoms") of an MP4 file by walking their
/// headers, without libavformat, to check the file's layout as a player
/// receiving it over the network sees it.
///
/// Each box starts with a 32-bit big-endian size (including the header) and
/// a four-character type; size 1 means a 64-bit size follows, size 0 means
/// "to the end of the file".
enum MP4BoxScanner {
    static func topLevelBoxTypes(path: String) throws -> [String] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        let fileSize = try handle.seekToEnd()
        var offset: UInt64 = 0
        var types: [String] = []
        while offset + 8 <= fileSize {
            try handle.seek(toOffset: offset)
            guard let header = try handle.read(upToCount: 16), header.count >= 8 else { break }
            let bytes = [UInt8](header)
            let size32 = bytes[0..<4].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            types.append(String(decoding: bytes[4..<8], as: UTF8.self))
            let size: UInt64
            switch size32 {
            case 0:
                size = fileSize - offset
            case 1:
                guard bytes.count >= 16 else { throw malformed(path, offset) }
                size = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            default:
                size = size32
            }
            guard size >= 8 else { throw malformed(path, offset) }
            offset += size
        }
        return types
    }

    private static func malformed(_ path: String, _ offset: UInt64) -> Error {
        CocoaError(.fileReadCorruptFile, userInfo: [
            NSFilePathErrorKey: path,
            NSLocalizedDescriptionKey: "malformed MP4 box header at byte \(offset)",
        ])
    }
}
