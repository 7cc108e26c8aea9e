import SplashFormats

/// A JSON value with equality (two values are the same when they print
/// the same), for comparing a key path's value before and after a change.
struct JSONOutputBox: Equatable {
    var value: JSONOutput

    static func == (lhs: JSONOutputBox, rhs: JSONOutputBox) -> Bool {
        lhs.value.text == rhs.value.text
    }
}
