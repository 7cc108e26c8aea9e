extension UInt8 {
    /// The value of an ASCII hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`),
    /// or nil: for JSON's `\uXXXX`, PDF's `#xx` names and `<…>` strings,
    /// and property lists' `<…>` data.
    public var hexDigit: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}
