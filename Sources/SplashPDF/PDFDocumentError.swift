/// Why a PDF could not be read or drawn: a one-line message naming what
/// and where (the object number, the content stream's byte offset or the
/// operator), as `"object 5: the stream's /Length 99999 passes the end of the file"`.
public struct PDFDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
