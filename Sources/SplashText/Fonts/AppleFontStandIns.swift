/// The fontconfig rules splashvid ships: Apple's system font names, which
/// design tools export but only Apple's systems have, drawn with open fonts
/// of the same kind.
///
/// fontconfig's own rules, not string matching in Swift: each `<match>`
/// appends the stand-in right after the Apple name with a strong binding
/// (fonts-conf(5), "<edit mode="append" binding="same">"), so a machine
/// that has the Apple font installed still draws with it, and any other
/// draws with the stand-in rather than the configuration's weak defaults.
/// Each rule also sets `standin` to the font's owner, which is how the
/// catalog tells a stand-in (a notice) from a plain missing family (a
/// warning). Family tests compare ignoring case and blanks, as fontconfig
/// compares families.
///
/// Embedded rather than installed beside the binary, so a copied binary
/// keeps them; loaded into the configuration after the system's rules
/// (`FcConfigParseAndLoadFromMemory`).
enum AppleFontStandIns {
    /// The open font each group of Apple's names is drawn with.
    static let text = "Inter"
    static let chinese = "WenQuanYi Micro Hei"
    static let monospace = "DejaVu Sans Mono"

    /// The pattern property the rules set: who owns the asked-for font.
    static let ownerProperty = "standin"

    static let configuration = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <!-- San Francisco, the system UI font and its CSS names, and
           Helvetica Neue (the system font before iOS 9): Inter, drawn
           after San Francisco's proportions. -->
      \(rules(["SF Pro", "SF Pro Display", "SF Pro Text", "SF Pro Rounded",
               "SF Compact", "SF Compact Display", "SF Compact Text", "SF Compact Rounded",
               "-apple-system", "BlinkMacSystemFont", "system-ui", "Helvetica Neue"], to: text))
      <!-- The names UIFont.systemFont gives in exported files: ".SFUIDisplay",
           ".SFUIText", ".SF UI Display", ".SFNS…", ".SF NS…". -->
      \(rules([".SFUI", ".SF UI", ".SFNS", ".SF NS"], to: text, compare: "contains"))
      <!-- Chinese and Japanese system fonts: the CJK font. -->
      \(rules(["PingFang SC", "PingFang TC", "PingFang HK", "Hiragino Sans",
               "Hiragino Sans GB", "Hiragino Kaku Gothic ProN"], to: chinese))
      <!-- Monospaced: SF Mono (Xcode, Terminal) and Menlo (before it). -->
      \(rules(["SF Mono", "Menlo"], to: monospace))
    </fontconfig>
    """

    private static func rules(_ names: [String], to standIn: String, compare: String = "eq") -> String {
        names.map { name in
            """
            <match target="pattern">
                <test name="family" compare="\(compare)"><string>\(name)</string></test>
                <edit name="family" mode="append" binding="same"><string>\(standIn)</string></edit>
                <edit name="\(ownerProperty)" mode="assign"><string>Apple</string></edit>
              </match>
            """
        }.joined(separator: "\n  ")
    }
}
