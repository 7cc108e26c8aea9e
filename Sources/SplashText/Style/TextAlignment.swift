/// Where each line sits horizontally inside the text box.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    /// The writing direction's start edge. Paragraph direction is not
    /// detected (there is no bidi reordering), so this is `left`.
    case natural
    /// Lines that wrapped are stretched to the box width by widening the
    /// spaces between words (or, in text without spaces such as Chinese,
    /// the gaps between characters). The last line of a paragraph, a
    /// truncated line and any line of unwrapped text stay left-aligned, as
    /// in UIKit.
    case justified
}

/// What happens when `TextStyle.maxLines` cuts the text short.
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    /// The last kept line ends in "…", shortened until it fits the width
    /// (`NSLineBreakMode.byTruncatingTail`, UILabel's default).
    case tail
    /// Lines past the limit are dropped without a mark.
    case clip
}
