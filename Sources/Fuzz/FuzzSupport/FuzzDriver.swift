// The entry point shared by the fuzz harnesses (Sources/Fuzz/*Fuzzer).
//
// Built by scripts/fuzz with `-sanitize=fuzzer -D FUZZING`, a harness hands
// its `LLVMFuzzerTestOneInput` to libFuzzer's driver. SwiftPM links every
// executable target with `main` aliased to the target's own entry point, so
// a harness cannot leave `main` to libFuzzer; its `@main` calls
// `LLVMFuzzerRunDriver` instead, which takes libFuzzer's usual flags.
//
// In a normal build (`swift build`, `swift test`) the harnesses are plain
// executables that run their test function once on each file named on the
// command line: a way to replay a crash reproducer without the sanitizer.
#if FUZZING
import Glibc

public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

// int LLVMFuzzerRunDriver(int *argc, char ***argv,
//                         int (*UserCb)(const uint8_t *Data, size_t Size));
// Pointer and integer arguments only: the Swift and C conventions agree.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzCallback
) -> CInt

public enum FuzzDriver {
    public static func run(_ callback: FuzzCallback) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
}
#else
import Foundation

public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

public enum FuzzDriver {
    /// Runs `callback` on each file given as an argument (a reproducer, a
    /// corpus file): the harness without libFuzzer.
    public static func run(_ callback: FuzzCallback) -> Never {
        let files = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("-") }
        if files.isEmpty {
            let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "fuzzer"
            FileHandle.standardError.write(Data("usage: \(name) FILE...  (runs the fuzz target once on each file; scripts/fuzz builds the libFuzzer version)\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                exit(1)
            }
            // A non-null pointer even for an empty file, as libFuzzer gives.
            var bytes = [UInt8](data)
            bytes.append(0)
            _ = bytes.withUnsafeBufferPointer { callback($0.baseAddress!, data.count) }
            print("\(file): ok")
        }
        exit(0)
    }
}
#endif
