import Foundation
import SplashGeometry
import SplashRender
import SplashScene
import SplashStoryboard
import SplashTestSupport
import Testing
import SplashImport

/// Storyboards made to hurt: sizes, counts, depths and numbers past what a
/// launch screen has. Each is refused with one line naming the file and
/// what was expected, or read with its numbers bounded — never a trap, a
/// hang or an allocation without end. (Inputs the fuzzer found are kept in
/// Tests/FuzzCorpus/storyboard.)
@Suite struct StoryboardHostileInputTests {
    /// Text sized from its length (half an em a character, 1.2 em a line),
    /// as the storyboard fuzzer measures: no fonts needed.
    struct LengthMeasurer: LabelMeasuring {
        func measure(_ text: TextContents, width: Double?) throws -> TextMeasurement {
            let advance = Double(text.string.count) * text.fontSize * 0.5
            var lines = 1.0
            var lineWidth = advance
            if let width, width > 0, advance > width {
                lines = (advance / width).rounded(.up)
                lineWidth = width
            }
            return TextMeasurement(size: Size(width: lineWidth, height: lines * text.fontSize * 1.2),
                                   firstBaseline: text.fontSize, lastBaseline: (lines - 1) * text.fontSize * 1.2 + text.fontSize)
        }
    }

    static let file = "Hostile.storyboard"

    /// A launch storyboard whose root view (id "root", safe area "safe")
    /// holds `subviews` and `constraints`.
    static func storyboard(subviews: String, constraints: String = "", rootExtra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" launchScreen="YES" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        \(rootExtra)
                        <subviews>
        \(subviews)
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func load(_ text: String) throws(StoryboardError) -> LaunchScreen {
        let device = Device.named("iphone-15")!
        return try LaunchScreenImporter(measurer: LengthMeasurer())
            .storyboard(Array(text.utf8), file: file, catalog: nil, device: device, appearance: .light)
    }

    /// The error's text, or "no error".
    static func message(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    static func label(_ id: String, text: String, extra: String = "") -> String {
        #"<label text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" \#(extra) id="\#(id)"><rect key="frame" x="0" y="0" width="100" height="20"/><fontDescription key="fontDescription" type="system" pointSize="10"/><color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>"#
    }

    static func view(_ id: String, extra: String = "", inner: String = "") -> String {
        #"<view contentMode="scaleToFill" \#(extra) id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/>\#(inner)</view>"#
    }

    // MARK: - Label text

    /// 10 001 characters: refused, naming the label (its user label) and the
    /// bound; 10 000 are laid out. At 10 points, half an em a character,
    /// 10 000 characters measure 50 000 points on one line: the label's
    /// width is its intrinsic width, 50 000.
    @Test func labelTextIsBounded() throws {
        let long = Self.message(Self.storyboard(subviews: Self.label("L1", text: String(repeating: "a", count: 10_001), extra: #"userLabel="Tagline""#)))
        #expect(long == "Hostile.storyboard:9: label Tagline has 10001 characters of text: a launch screen label has at most 10000", "\(long)")

        let text = Self.storyboard(subviews: Self.label("L1", text: String(repeating: "a", count: 10_000)),
                                   constraints: #"<constraint firstItem="L1" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/><constraint firstItem="L1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>"#)
        let screen = try Self.load(text)
        #expect(screen.frames["L1"]?.width == 50_000)
        #expect(screen.frames.count == 2)
    }

    /// The label's text in an attributed string counts the same.
    @Test func attributedLabelTextIsBounded() {
        let fragment = String(repeating: "b", count: 6_000)
        let inner = #"<attributedString key="attributedText"><fragment content="\#(fragment)"/><fragment content="\#(fragment)"/></attributedString>"#
        let label = #"<label translatesAutoresizingMaskIntoConstraints="NO" id="L2"><rect key="frame" x="0" y="0" width="100" height="20"/>\#(inner)</label>"#
        let text = Self.message(Self.storyboard(subviews: label))
        #expect(text.hasPrefix("Hostile.storyboard:9: label L2 has 12000 characters of text"), "\(text)")
    }

    /// Six labels of 9 000 characters: each is under the 10 000 a label may
    /// have, but the sixth brings the total to 54 000, past the 50 000 of
    /// all labels (each is measured on every layout pass). Five (45 000)
    /// are read.
    @Test func totalLabelTextIsBounded() {
        let text = String(repeating: "c", count: 9_000)
        func labels(_ count: Int) -> String {
            (0..<count).map { Self.label("T\($0)", text: text) }.joined(separator: "\n")
        }
        let messages = [Self.message(Self.storyboard(subviews: labels(6))), Self.message(Self.storyboard(subviews: labels(5)))]
        #expect(messages == [
            "Hostile.storyboard:14: label T5 brings the labels' text past 50000 characters: a launch screen shows a few words",
            "no error",
        ])
    }

    /// Legacy layout guides: UIKit makes a top and a bottom one; more than 8
    /// are refused (each constraint looks its items up among them).
    @Test func legacyGuidesAreBounded() {
        let guides = (0..<9).map { #"<viewControllerLayoutGuide type="top" id="g\#($0)"/>"# }.joined()
        let text = Self.storyboard(subviews: "").replacingOccurrences(of: #"<viewController id="vc" sceneMemberID="viewController">"#,
                                                                      with: #"<viewController id="vc" sceneMemberID="viewController"><layoutGuides>\#(guides)</layoutGuides>"#)
        let message = Self.message(text)
        #expect(message == "Hostile.storyboard:4: 9 layout guides in <layoutGuides>: a view controller has a top and a bottom one", "\(message)")
    }

    // MARK: - Counts

    /// 257 views (the root and 256 subviews): refused at the 257th (v255,
    /// on line 9 + 255 = 264: the root's subviews start on line 9, one a
    /// line). A fully constrained chain of 256 views with 1 020 constraints
    /// already takes seconds to solve.
    @Test func viewCountIsBounded() {
        let views = (0..<256).map { Self.view("v\($0)") }.joined(separator: "\n")
        let text = Self.message(Self.storyboard(subviews: views))
        #expect(text == "Hostile.storyboard:264: more than 256 views: not a launch screen (expected tens)", "\(text)")
    }

    /// 1 025 constraints on one view: refused at the 1 025th.
    @Test func constraintCountIsBounded() {
        let constraints = (0...1024).map { #"<constraint firstItem="v" firstAttribute="width" constant="\#($0)" priority="1" id="w\#($0)"/>"# }
        let text = Self.message(Self.storyboard(subviews: Self.view("v"), constraints: constraints.joined(separator: "\n")))
        #expect(text.hasPrefix("Hostile.storyboard:") && text.hasSuffix("more than 1024 constraints: not a launch screen (expected tens)"), "\(text)")
    }

    /// A stack view arranging 33 views is refused at the 33rd (all on line
    /// 9); 32 are laid out: 34 frames with the root and the stack.
    @Test func arrangedSubviewsAreBounded() throws {
        func stack(_ count: Int) -> String {
            let labels = (0..<count).map { Self.label("s\($0)", text: "x") }.joined()
            return #"<stackView axis="horizontal" distribution="equalCentering" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Row" id="st"><rect key="frame" x="0" y="0" width="300" height="20"/><subviews>\#(labels)</subviews></stackView>"#
        }
        let message = Self.message(Self.storyboard(subviews: stack(33)))
        #expect(message == "Hostile.storyboard:9: stack view Row arranges more than 32 views: nest stack views or use fewer", "\(message)")
        #expect(try Self.load(Self.storyboard(subviews: stack(32))).frames.count == 34)
    }

    // MARK: - Depth

    /// Views nested 40 deep: refused before any layout recursion (the XML
    /// reader's 64 levels of elements bind first: 6 to the root view, two
    /// a level below it).
    @Test func nestingIsBounded() {
        var views = Self.view("d40")
        for level in stride(from: 39, through: 1, by: -1) {
            views = Self.view("d\(level)", inner: "<subviews>\(views)</subviews>")
        }
        let text = Self.message(Self.storyboard(subviews: views))
        #expect(text == "Hostile.storyboard:9: elements nest deeper than 64 levels", "\(text)")
    }

    // MARK: - Numbers

    /// `Double("nan")`, `Double("inf")` and `Double("1e400")` (infinity)
    /// parse; as an alpha each is refused, naming the view. A finite alpha
    /// outside 0…1 is clamped: 2 → opacity 1, -1 → 0.
    @Test func nonFiniteAlphaIsRefused() throws {
        var messages: [String] = []
        for value in ["nan", "inf", "1e400", "-infinity", "half"] {
            messages.append(Self.message(Self.storyboard(subviews: Self.view("a", extra: #"alpha="\#(value)" userLabel="Card""#))))
        }
        #expect(messages == ["nan", "inf", "1e400", "-infinity", "half"].map { #"Hostile.storyboard:9: Card alpha="\#($0)": expected a number from 0 to 1"# })

        let screen = try Self.load(Self.storyboard(subviews: Self.view("a", extra: #"alpha="2""#) + Self.view("b", extra: #"alpha="-1""#)))
        let opacities = screen.layer.sublayers.map(\.opacity)
        #expect(opacities == [1, 0])
    }

    /// Layout margins: a non-finite or huge inset is refused, naming the
    /// side; a missing side is UIKit's 8.
    @Test func layoutMarginsAreBounded() throws {
        var messages: [String] = []
        for (side, value) in [("top", "nan"), ("left", "1e400"), ("right", "-inf"), ("bottom", "200000")] {
            let inner = #"<edgeInsets key="layoutMargins" \#(side)="\#(value)"/>"#
            messages.append(Self.message(Self.storyboard(subviews: Self.view("m", inner: inner))))
        }
        #expect(messages == [("top", "nan"), ("left", "1e400"), ("right", "-inf"), ("bottom", "200000")].map {
            #"Hostile.storyboard:9: <edgeInsets key="layoutMargins"> \#($0.0)="\#($0.1)": expected a number of points within ±100000"#
        })

        // The root's margins top 30, left 40, the others 8: a subview pinned
        // to its top and leading margins sits at (40, 30).
        let root = #"<edgeInsets key="layoutMargins" top="30" left="40"/>"#
        let pinned = Self.storyboard(subviews: Self.view("p", extra: #"translatesAutoresizingMaskIntoConstraints="NO""#), constraints: """
            <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
            <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="p" firstAttribute="width" constant="10" id="w"/>
            <constraint firstItem="p" firstAttribute="height" constant="10" id="h"/>
            """, rootExtra: root)
        // The iPhone 15's safe area is 59 points from the top (the Dynamic
        // Island) and none at the sides, so the margins begin 59 + 30 = 89
        // down and 0 + 40 = 40 across.
        let frame = try #require(try Self.load(pinned).frames["p"])
        #expect(frame == Rect(x: 40, y: 89, width: 10, height: 10))
    }

    // MARK: - Aspect ratios

    /// `width = height × 2:1` on one view is an aspect ratio, which Auto
    /// Layout allows (only location attributes of different axes may not be
    /// related). Height 50: width 100.
    @Test func aspectRatioRelatesWidthAndHeight() throws {
        let text = Self.storyboard(subviews: Self.view("r", extra: #"translatesAutoresizingMaskIntoConstraints="NO""#), constraints: """
            <constraint firstItem="r" firstAttribute="width" secondItem="r" secondAttribute="height" multiplier="2:1" id="ratio"/>
            <constraint firstItem="r" firstAttribute="height" constant="50" id="h"/>
            <constraint firstItem="r" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="r" firstAttribute="left" secondItem="root" secondAttribute="left" id="l"/>
            """)
        let frame = try #require(try Self.load(text).frames["r"])
        #expect(frame == Rect(x: 0, y: 0, width: 100, height: 50))

        let crossed = Self.storyboard(subviews: Self.view("x", extra: #"translatesAutoresizingMaskIntoConstraints="NO""#), constraints: """
            <constraint firstItem="x" firstAttribute="top" secondItem="root" secondAttribute="left" id="bad"/>
            """)
        let message = Self.message(crossed)
        #expect(message.hasSuffix("constraint bad relates a horizontal and a vertical attribute (top, left), which Auto Layout refuses"), "\(message)")
    }

    // MARK: - Binary property lists

    /// A `bplist00` of `objects` (each its marker and contents), the first
    /// the top object; offsets of one byte, or four in a larger file;
    /// references of `referenceSize` bytes.
    static func binaryPlist(_ objects: [[UInt8]], referenceSize: UInt8) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        let offsetSize: UInt8 = table < 256 ? 1 : 4
        for offset in offsets {
            bytes += offsetSize == 1 ? [UInt8(offset)] : bigEndian(UInt64(offset), size: 4)
        }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
        bytes += bigEndian(UInt64(objects.count), size: 8) + bigEndian(0, size: 8) + bigEndian(UInt64(table), size: 8)
        return bytes
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    static func plistMessage(_ bytes: [UInt8]) -> String {
        do {
            _ = try PropertyListReader.read(bytes: bytes, file: "Hostile.plist")
            return "no error"
        } catch {
            return error.description
        }
    }

    /// An 8-byte reference past Int.max (0xFFFF_FFFF_FFFF_FFFF = 2⁶⁴ − 1)
    /// is refused as a reference outside the objects, not converted.
    @Test func hugeBinaryReferenceIsRefused() {
        let array: [UInt8] = [0xA1] + [UInt8](repeating: 0xFF, count: 8)   // an array of one reference
        let text = Self.plistMessage(Self.binaryPlist([array], referenceSize: 8))
        #expect(text == "Hostile.plist: binary property list: a reference to object 18446744073709551615 of 1", "\(text)")
    }

    /// One 1 MiB string referenced by an array 65 times reads out 65 MiB,
    /// past the 64 MiB (16 × 4 MiB) bound: refused at the 65th copy.
    /// Referenced 64 times it is read: 64 strings of 1 048 576 bytes.
    @Test func sharedStringsAreBounded() throws {
        let mebibyte = 1 << 20
        // 0x5F: an ASCII string whose count follows, 0x12: a 4-byte integer.
        let string: [UInt8] = [0x5F, 0x12] + Self.bigEndian(UInt64(mebibyte), size: 4) + [UInt8](repeating: UInt8(ascii: "a"), count: mebibyte)
        func array(_ count: Int) -> [UInt8] {
            // 0xAF: an array whose count follows, 0x10: a 1-byte integer;
            // every reference is to object 1, the string.
            [0xAF, 0x10, UInt8(count)] + [UInt8](repeating: 1, count: count)
        }
        let refused = Self.plistMessage(Self.binaryPlist([array(65), string], referenceSize: 1))
        #expect(refused == "Hostile.plist: binary property list: object 1: more than 64 MiB of strings and data read (objects shared over and over?)", "\(refused)")

        let read = try PropertyListReader.read(bytes: Self.binaryPlist([array(64), string], referenceSize: 1), file: "Hostile.plist")
        guard case .array(let items) = read else {
            Issue.record("expected an array, read \(read)")
            return
        }
        let lengths = items.map { item -> Int in
            if case .string(let s) = item { return s.utf8.count }
            return -1
        }
        #expect(lengths == [Int](repeating: mebibyte, count: 64))
    }

    /// XML integers in hex take no second sign: `-0x-8000000000000000` read
    /// as −(Int.min) and trapped. Refused, as are `0x-5`, `0x+5` and `0x`;
    /// `-0x10` is −16 and `0xFF` 255.
    @Test func hexIntegersTakeOneSign() throws {
        var messages: [String] = []
        for text in ["-0x-8000000000000000", "0x-5", "0x+5", "0x"] {
            messages.append(Self.plistMessage(Array("<plist><integer>\(text)</integer></plist>".utf8)))
        }
        #expect(messages == ["-0x-8000000000000000", "0x-5", "0x+5", "0x"].map {
            "Hostile.plist:1: <integer>\"\($0)\"</integer>: expected a whole number from \(Int.min) to \(Int.max)"
        })
        var values: [PropertyListValue] = []
        for text in ["-0x10", "0xFF"] {
            values.append(try PropertyListReader.read(bytes: Array("<plist><integer>\(text)</integer></plist>".utf8), file: "Hostile.plist"))
        }
        #expect(values == [.integer(-16), .integer(255)])
    }

    /// The launch screen of an XML Info.plist holding `body` in its top dictionary.
    static func dictionaryMessage(_ body: String) -> String {
        do {
            let plist = try PropertyListReader.read(bytes: Array("<plist><dict>\(body)</dict></plist>".utf8), file: "Hostile.plist")
            _ = try LaunchScreenDictionary.read(infoPlist: plist, file: "Hostile.plist")
            return "no error"
        } catch {
            return error.description
        }
    }

    /// Each key of a launch screen dictionary is checked for typos against
    /// the known ones (an edit distance each): 65 keys in one dictionary and
    /// 257 definitions are refused (60 000 unknown keys took minutes); 64
    /// keys and 256 definitions are read.
    @Test func dictionaryKeysAndDefinitionsAreBounded() {
        func keys(_ count: Int) -> String {
            (0..<count).map { "<key>Unknown\($0)</key><true/>" }.joined()
        }
        func definitions(_ count: Int) -> String {
            "<key>UILaunchScreens</key><dict><key>UILaunchScreenDefinitions</key><array>"
                + String(repeating: "<dict><key>UIColorName</key><string>Red</string></dict>", count: count) + "</array></dict>"
        }
        let messages = [
            Self.dictionaryMessage("<key>UILaunchScreen</key><dict>\(keys(65))</dict>"),
            Self.dictionaryMessage("<key>UILaunchScreen</key><dict>\(keys(64))</dict>"),
            Self.dictionaryMessage(definitions(257)),
            Self.dictionaryMessage(definitions(256)),
        ]
        #expect(messages == [
            "Hostile.plist: UILaunchScreen: 65 keys: a launch screen dictionary has at most 64",
            "no error",
            "Hostile.plist: UILaunchScreens.UILaunchScreenDefinitions: 257 definitions: at most 256 are read",
            "no error",
        ])
    }

    // MARK: - Asset catalogs

    /// An image set whose image is a FIFO (a named pipe): opening it to read
    /// its header would wait for a writer for ever. It is refused by what it
    /// is, naming the file; so is a symbolic link to one.
    @Test func pipeInAnImageSetIsRefused() throws {
        let catalog = try temporaryFolder().appendingPathComponent("Assets.xcassets")
        var messages: [String] = []
        for (name, linked) in [("Pipe", false), ("Linked", true)] {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(#"{"images": [{"filename": "\#(name)@3x.png", "idiom": "universal", "scale": "3x"}], "info": {"author": "xcode", "version": 1}}"#.utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
            let image = set.appendingPathComponent("\(name)@3x.png").path
            if linked {
                let fifo = catalog.appendingPathComponent("fifo").path
                #expect(mkfifo(fifo, 0o644) == 0)
                try FileManager.default.createSymbolicLink(atPath: image, withDestinationPath: fifo)
            } else {
                #expect(mkfifo(image, 0o644) == 0)
            }
            let view = #"<imageView image="\#(name)" contentMode="scaleAspectFit" id="i"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>"#
            do {
                _ = try LaunchScreenImporter(measurer: LengthMeasurer())
                    .storyboard(Array(Self.storyboard(subviews: view).utf8), file: Self.file, catalog: try AssetCatalog(folder: catalog.path, pdfPages: PDFPageSize()),
                                device: Device.named("iphone-15")!, appearance: .light)
                messages.append("no error")
            } catch {
                messages.append(error.description)
            }
            #expect(messages.last == "\(image): a pipe, socket or device, not a regular image file", "\(messages)")
        }
        #expect(messages.count == 2)
    }

    // MARK: - Finding the launch screen in a folder

    static func locateMessage(_ folder: URL) -> String {
        do {
            _ = try LaunchScreenLoader.load(LaunchScreenOptions(path: folder.path), device: Device.named("iphone-15")!)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// One folder of 20 000 files and a launch storyboard sorted after
    /// them: the walk stops at its 20 000 entries inside the folder (it
    /// used to list the whole folder), and the message says so.
    @Test func hugeFolderStopsTheSearch() throws {
        let folder = try temporaryFolder()
        for i in 0..<20_000 {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(String(format: "f%05d", i)).path, contents: nil)
        }
        try Data(Self.storyboard(subviews: "").utf8).write(to: folder.appendingPathComponent("zz.storyboard"))
        let text = Self.locateMessage(folder)
        #expect(text == "no launch screen in \(folder.path): no storyboard or XIB marked as a launch screen, no Info.plist with UILaunchScreen and no project whose build settings make one (the search stopped after 20000 files and folders)", "\(text)")
    }

    /// A 9 MiB launch storyboard: found by its first 4 KiB (it used to be
    /// read whole just to be looked at, and at past 8 MiB skipped without a
    /// word), then refused for its size, naming it.
    @Test func largeStoryboardIsFoundAndRefusedBySize() throws {
        let folder = try temporaryFolder()
        var text = Self.storyboard(subviews: "")
        text += String(repeating: " ", count: 9 << 20)
        let path = folder.appendingPathComponent("LaunchScreen.storyboard")
        try Data(text.utf8).write(to: path)
        let message = Self.locateMessage(folder)
        #expect(message.contains(path.path) && message.contains("MiB"), "\(message)")
        #expect(!message.contains("no launch screen"), "\(message)")
    }

    /// 65 Info.plists without a launch screen before one with it: only the
    /// first 64 are tried (each may name a storyboard to look for), and the
    /// message says so; with 63 before it, the 64th is found.
    @Test func infoPlistsTriedAreBounded() throws {
        let none = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#
        let some = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UILaunchScreen</key><dict/></dict></plist>"#
        var outcomes: [String] = []
        for count in [65, 63] {
            let folder = try temporaryFolder()
            for i in 0..<count {
                let sub = folder.appendingPathComponent(String(format: "a%02d", i))
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                try Data(none.utf8).write(to: sub.appendingPathComponent("Info.plist"))
            }
            let last = folder.appendingPathComponent("b")
            try FileManager.default.createDirectory(at: last, withIntermediateDirectories: true)
            try Data(some.utf8).write(to: last.appendingPathComponent("Info.plist"))
            let text = Self.locateMessage(folder)
            outcomes.append(text.hasPrefix("no launch screen") ? text.replacingOccurrences(of: folder.path, with: "F") : "found")
        }
        #expect(outcomes == [
            "no launch screen in F: no storyboard or XIB marked as a launch screen, no Info.plist with UILaunchScreen and no project whose build settings make one (only the first 64 of 66 Info.plists were tried)",
            "found",
        ])
    }
}
