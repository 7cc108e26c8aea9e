// swift-tools-version: 6.0
//
// splashvid: renders iOS launch-screen animations to H.264 MP4 previews.
// The module layout and which way the targets depend is described in the
// README ("Code map"); the short version:
//
//   SplashAnimation  pure timing math (timing functions, keyframes, springs)
//   SplashRaster     geometry, paths, anti-aliased filling, paints, pixmaps
//   CRasterKernels   SplashRaster's hottest loops for AVX2, chosen at run time
//   SplashText       fontconfig + HarfBuzz + FreeType: strings to outlines
//   SplashScene      the scene model, device catalogue, embedded presets
//   SplashCompositor scene at time t -> pixels
//   SplashVideo      Swift owners of FFmpeg objects (encode, mux, scale, images)
//   SplashRender     frame scheduling, ordered hand-off, atomic output files
//   splashvid        the command line
import PackageDescription

let package = Package(
    name: "splashvid",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "splashvid", targets: ["splashvid"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat",
            providers: [
                .apt(["libavcodec-dev", "libavformat-dev", "libswscale-dev", "libavutil-dev", "pkg-config"]),
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
        .target(name: "SplashAnimation"),
        .target(name: "CRasterKernels"),
        .target(name: "SplashRaster", dependencies: ["CRasterKernels"]),
        .target(name: "SplashText", dependencies: ["CText", "SplashRaster"]),
        .target(name: "SplashScene", dependencies: ["SplashAnimation", "SplashRaster"]),
        .target(name: "SplashCompositor", dependencies: ["SplashScene", "SplashRaster", "SplashAnimation", "SplashText"]),
        .target(name: "SplashVideo", dependencies: ["CFFmpeg"]),
        .target(name: "SplashRender", dependencies: ["SplashCompositor", "SplashScene", "SplashVideo", "SplashRaster", "SplashText"]),
        .executableTarget(
            name: "splashvid",
            dependencies: [
                "SplashRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SplashBench",
            dependencies: ["SplashRender", "SplashCompositor", "SplashScene", "SplashVideo", "SplashRaster"]
        ),
        // Helpers shared by the test targets: reference images, MP4 verification
        // (MP4Reader, psnr), the binary runner, the kernel-level trait. Imports
        // CFFmpeg to read MP4s back.
        .target(name: "SplashTestSupport", dependencies: ["SplashRaster", "SplashVideo", "CFFmpeg"], path: "Tests/SplashTestSupport"),
        .testTarget(name: "SplashAnimationTests", dependencies: ["SplashAnimation"]),
        .testTarget(name: "SplashRasterTests", dependencies: ["SplashRaster", "SplashVideo", "SplashTestSupport"], exclude: ["References"]),
        .testTarget(name: "SplashVideoTests", dependencies: ["SplashVideo", "SplashTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SplashTextTests", dependencies: ["SplashText", "SplashRaster", "SplashVideo", "SplashTestSupport"], exclude: ["References"]),
        .testTarget(name: "SplashSceneTests", dependencies: ["SplashScene"]),
        .testTarget(name: "SplashCompositorTests", dependencies: ["SplashCompositor", "SplashScene", "SplashRaster", "SplashVideo", "SplashTestSupport"], exclude: ["References"]),
        .testTarget(name: "SplashRenderTests", dependencies: ["SplashRender", "SplashVideo", "SplashCompositor", "SplashTestSupport"]),
        .testTarget(name: "splashvidTests", dependencies: ["SplashVideo", "SplashTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
