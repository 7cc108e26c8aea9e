// swift-tools-version: 6.0
//
// splashvid: renders iOS launch-screen animations to video previews (H.264
// and HEVC MP4, GIF, WebP, ProRes 4444 and VP9 with alpha) and PNGs.
// The modules by floor (a module imports only floors below it; the readers
// never import each other); the README's "How it works" has the whole map:
//
//   0  SplashAnimation, SplashGeometry (with the vector art model),
//      SplashFormats (JSON, XML, bounded files, file kinds, image headers,
//      HTML text), and the C modules
//   1  SplashRaster, SplashText, SplashVideo, SplashScene
//   2  readers: SplashSVG, SplashPDF, SplashLottie, SplashStoryboard,
//      SplashCode (UIKit/Core Animation Swift, parsed with swift-syntax)
//   3  SplashCompositor: scene at time t -> display list -> pixels
//   4  SplashImport (the one door for inputs), SplashRender (the engine),
//      SplashReview (batch, compare, diff, check, the pages)
//   5  SplashPreview (the live preview server)
//   6  splashvid (the command line)
import PackageDescription

let package = Package(
    name: "splashvid",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "splashvid", targets: ["splashvid"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // dotLottie archives are zips: ZIPFoundation reads them from memory
        // (pure Swift over zlib), entry by entry, so sizes can be bounded.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // `splashvid preview` serves its page over loopback HTTP with
        // SwiftNIO's HTTP/1.1 server (NIOHTTP1's llhttp parser and response
        // encoder). It needs no HTTP client, so nothing links Foundation's
        // URLSession (FoundationNetworking) or libcurl: the static binary
        // the package ships links neither.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // `splashvid render --code` reads a launch animation's Swift source:
        // SwiftParser builds its syntax tree, which SplashCode interprets
        // (nothing is compiled or executed).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat",
            providers: [
                .apt(["libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev", "libavutil-dev", "pkg-config"]),
                .brew(["ffmpeg", "pkg-config"]),
            ]
        ),
        .systemLibrary(
            name: "CText",
            pkgConfig: "harfbuzz",
            providers: [
                .apt(["libharfbuzz-dev", "libfreetype-dev", "libfontconfig-dev", "pkg-config"]),
                .brew(["harfbuzz", "freetype", "fontconfig", "pkg-config"]),
            ]
        ),
        // zlib, for PDF streams compressed with /FlateDecode (not "CZlib":
        // ZIPFoundation has a module CZLib, and module names ignore case).
        .systemLibrary(
            name: "CInflate",
            pkgConfig: "zlib",
            providers: [
                .apt(["zlib1g-dev", "pkg-config"]),
                .brew(["zlib", "pkg-config"]),
            ]
        ),
        // Floor 0: pure math and the file vocabularies every reader shares.
        .target(name: "SplashAnimation"),
        .target(name: "SplashGeometry"),
        .target(name: "SplashFormats", dependencies: ["CInflate"]),
        .target(name: "CRasterKernels"),
        // Floor 1: pixels, text, video, the scene model.
        .target(name: "SplashRaster", dependencies: ["SplashGeometry", "CRasterKernels"]),
        .target(name: "SplashText", dependencies: ["SplashGeometry", "CText"]),
        .target(name: "SplashVideo", dependencies: ["CFFmpeg", "SplashFormats"]),
        .target(name: "SplashScene", dependencies: ["SplashAnimation", "SplashGeometry", "SplashFormats"]),
        // Floor 2: the readers, one format each; they never import each other.
        .target(name: "SplashSVG", dependencies: ["SplashGeometry", "SplashFormats", "SplashText"]),
        .target(name: "SplashPDF", dependencies: ["SplashGeometry", "SplashFormats"]),
        .target(name: "SplashLottie", dependencies: ["SplashScene", "SplashAnimation", "SplashGeometry", "SplashFormats", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .target(name: "SplashStoryboard", dependencies: ["SplashScene", "SplashGeometry", "SplashFormats"]),
        .target(name: "SplashCode", dependencies: ["SplashScene", "SplashAnimation", "SplashGeometry", "SplashFormats", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]),
        // Floor 3: scene at t -> display list -> pixels.
        .target(name: "SplashCompositor", dependencies: ["SplashScene", "SplashRaster", "SplashText", "SplashGeometry"]),
        // Floor 4: the one door for inputs, the render engine, products over many renders.
        .target(name: "SplashImport", dependencies: ["SplashCompositor", "SplashScene", "SplashLottie", "SplashStoryboard", "SplashCode", "SplashSVG", "SplashPDF", "SplashVideo", "SplashRaster", "SplashText", "SplashGeometry", "SplashFormats"]),
        .target(name: "SplashRender", dependencies: ["SplashImport", "SplashCompositor", "SplashScene", "SplashVideo", "SplashRaster", "SplashText", "SplashGeometry", "SplashFormats"]),
        .target(name: "SplashReview", dependencies: ["SplashRender", "SplashImport", "SplashCompositor", "SplashScene", "SplashVideo", "SplashRaster", "SplashText", "SplashGeometry", "SplashFormats"], exclude: ["Pages/review.css", "Pages/review.js"]),
        // Floor 5: the live preview.
        .target(name: "SplashPreview", dependencies: ["SplashRender", "SplashImport", "SplashScene", "SplashFormats", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio")]),
        .executableTarget(
            name: "splashvid",
            dependencies: [
                "SplashReview",
                "SplashRender",
                "SplashImport",
                "SplashPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SplashBench",
            dependencies: ["SplashRender", "SplashImport", "SplashCompositor", "SplashLottie", "SplashScene", "SplashVideo", "SplashRaster", "SplashGeometry"]
        ),
        // libFuzzer harnesses for the readers of untrusted input (scripts/fuzz
        // builds them with -sanitize=fuzzer -D FUZZING into .build-fuzz). In a
        // normal build they are plain executables that run their target once
        // on each file named on the command line.
        .target(name: "FuzzSupport", path: "Sources/Fuzz/FuzzSupport"),
        .executableTarget(name: "SceneFuzzer", dependencies: ["FuzzSupport", "SplashScene", "SplashGeometry", "SplashFormats"], path: "Sources/Fuzz/SceneFuzzer"),
        .executableTarget(name: "SVGFuzzer", dependencies: ["FuzzSupport", "SplashSVG"], path: "Sources/Fuzz/SVGFuzzer"),
        .executableTarget(name: "PDFFuzzer", dependencies: ["FuzzSupport", "SplashPDF", "SplashGeometry"], path: "Sources/Fuzz/PDFFuzzer"),
        .executableTarget(name: "ManifestFuzzer", dependencies: ["FuzzSupport", "SplashReview", "SplashImport"], path: "Sources/Fuzz/ManifestFuzzer"),
        .executableTarget(name: "LottieFuzzer", dependencies: ["FuzzSupport", "SplashLottie", "SplashScene", "SplashCompositor", "SplashGeometry"], path: "Sources/Fuzz/LottieFuzzer"),
        .executableTarget(name: "ImageFuzzer", dependencies: ["FuzzSupport", "SplashVideo"], path: "Sources/Fuzz/ImageFuzzer"),
        .executableTarget(name: "StoryboardFuzzer", dependencies: ["FuzzSupport", "SplashStoryboard", "SplashImport", "SplashScene", "SplashGeometry"], path: "Sources/Fuzz/StoryboardFuzzer"),
        .executableTarget(name: "PlistFuzzer", dependencies: ["FuzzSupport", "SplashStoryboard", "SplashScene", "SplashGeometry"], path: "Sources/Fuzz/PlistFuzzer"),
        // Helpers shared by the test targets: reference images, MP4 verification
        // (MP4Reader, psnr), the binary runner, the kernel-level trait. Imports
        // CFFmpeg to read MP4s back.
        .target(name: "SplashTestSupport", dependencies: ["SplashRaster", "SplashVideo", "CFFmpeg"], path: "Tests/SplashTestSupport"),
        .testTarget(name: "SplashAnimationTests", dependencies: ["SplashAnimation"]),
        .testTarget(name: "SplashFormatsTests", dependencies: ["SplashFormats"]),
        // Geometry tests measure strokes and arcs by filling them: the rasteriser is their ruler.
        .testTarget(name: "SplashGeometryTests", dependencies: ["SplashGeometry", "SplashRaster", "SplashTestSupport"]),
        .testTarget(name: "SplashRasterTests", dependencies: ["SplashRaster", "SplashGeometry", "SplashVideo", "SplashTestSupport"], exclude: ["References"]),
        // The SVG rendering tests fill the reader's shapes and compare with reference PNGs.
        .testTarget(name: "SplashSVGTests", dependencies: ["SplashSVG", "SplashGeometry", "SplashFormats", "SplashRaster", "SplashTestSupport"], exclude: ["References"]),
        // The PDF tests read hand-written fixtures and draw them through the compositor.
        .testTarget(name: "SplashPDFTests", dependencies: ["SplashPDF", "SplashSVG", "SplashGeometry", "SplashScene", "SplashCompositor", "SplashRaster", "SplashTestSupport"], exclude: ["Fixtures", "References"]),
        .testTarget(name: "SplashVideoTests", dependencies: ["SplashVideo", "SplashFormats", "SplashTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SplashTextTests", dependencies: ["SplashText", "SplashGeometry", "SplashRaster", "SplashVideo", "SplashTestSupport"], exclude: ["References"]),
        .testTarget(name: "SplashSceneTests", dependencies: ["SplashScene", "SplashGeometry", "SplashFormats"]),
        .testTarget(name: "SplashLottieTests", dependencies: ["SplashLottie", "SplashFormats", "SplashScene", "SplashAnimation", "SplashGeometry", "SplashCompositor", "SplashRaster", "SplashTestSupport"], exclude: ["References"]),
        .testTarget(name: "SplashStoryboardTests", dependencies: ["SplashStoryboard", "SplashFormats", "SplashScene", "SplashGeometry", "SplashImport", "SplashRender", "SplashCompositor", "SplashRaster", "SplashTestSupport"], exclude: ["Fixtures", "References"]),
        // The code tests interpret Swift launch animations and compare them with hand-written scenes.
        .testTarget(name: "SplashCodeTests", dependencies: ["SplashCode", "SplashScene", "SplashAnimation", "SplashGeometry", "SplashFormats", "SplashCompositor", "SplashRaster", "SplashImport", "SplashTestSupport"]),
        .testTarget(name: "SplashCompositorTests", dependencies: ["SplashCompositor", "SplashLottie", "SplashSVG", "SplashScene", "SplashRaster", "SplashGeometry", "SplashVideo", "SplashTestSupport"], exclude: ["References"]),
        .testTarget(name: "SplashRenderTests", dependencies: ["SplashRender", "SplashImport", "SplashReview", "SplashFormats", "SplashVideo", "SplashCompositor", "SplashGeometry", "SplashRaster", "SplashScene", "SplashTestSupport"], exclude: ["References"]),
        .testTarget(name: "splashvidTests", dependencies: ["SplashVideo", "SplashRender", "SplashTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
    ],
    swiftLanguageModes: [.v6]
)
