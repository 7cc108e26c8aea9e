import Foundation

extension stat {
    /// When the file was last modified (`st_mtim` on Linux, `st_mtimespec`
    /// on macOS).
    public var modificationTime: timespec {
        #if canImport(Darwin)
        st_mtimespec
        #else
        st_mtim
        #endif
    }
}
