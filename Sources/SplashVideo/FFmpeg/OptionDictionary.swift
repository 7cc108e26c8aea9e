import CFFmpeg

/// Owner of an `AVDictionary` of options handed to an `*_open` call.
///
/// FFmpeg removes every entry it recognised and leaves the rest, so after
/// the call `unconsumedKeys` names options that no component knew: a typo
/// or an option this FFmpeg build does not have, which must not pass
/// silently (a missing `movflags` would quietly drop `+faststart`).
package final class OptionDictionary {
    var pointer: OpaquePointer?

    init(_ entries: KeyValuePairs<String, String> = [:]) throws {
        for (key, value) in entries {
            try set(key, value)
        }
    }

    deinit {
        av_dict_free(&pointer)
    }

    func set(_ key: String, _ value: String) throws {
        try check(av_dict_set(&pointer, key, value, 0), "av_dict_set(\(key))")
    }

    /// The keys still in the dictionary.
    var unconsumedKeys: [String] {
        var keys: [String] = []
        var entry: UnsafeMutablePointer<AVDictionaryEntry>? = nil
        while let next = av_dict_get(pointer, "", entry, AV_DICT_IGNORE_SUFFIX) {
            keys.append(String(cString: next.pointee.key))
            entry = next
        }
        return keys
    }

    /// Throws if `call` left options it did not recognise.
    func requireAllConsumed(by call: String) throws {
        let left = unconsumedKeys
        guard left.isEmpty else {
            throw FFmpegError(
                call: call,
                code: splash_averror_option_not_found(),
                message: "option not recognised by this FFmpeg: \(left.joined(separator: ", "))"
            )
        }
    }
}
