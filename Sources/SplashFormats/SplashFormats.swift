// SplashFormats: the file vocabularies every reader shares.
//
// Floor 0, beside SplashGeometry and SplashAnimation: it knows nothing of
// scenes, pixels or FFmpeg, and imports Foundation only. Each importer
// (scene files, Lottie, storyboards and property lists, SVG, batch
// manifests and reports, the diff's inputs) reads its bytes through these,
// so a limit, an error's wording or a format's signature is decided once.
//
//   JSON/    the strict reader (RFC 8259, linear, bounded depth and
//            values, duplicate keys refused, errors with line:column),
//            `JSONValue`, the `JSONField` cursor whose every error names
//            the file and JSON path (`JSONFileError`), `JSONPositions`
//            (where a path is in the text, for editors), the writer,
//            `Spelling` (did you mean) and `ErrorLine` (control characters
//            from input escaped, so an error stays one line)
//   XML/     the pull tokenizer SVG, Interface Builder and property lists
//            share (tags, attributes, comments, prolog, DOCTYPE, CDATA,
//            entities, line numbers)
//   Files/   `BoundedFile`: a user's file read within limits, checked on
//            the descriptor (a FIFO, a device, a folder or a symlink to a
//            huge file is refused by what it is, before anything is
//            allocated), with `FileReadError`, which readers word their own way
//   Kinds/   `FileKind`: what a file is, by content (PNG, JPEG, WebP, GIF,
//            HEIF, PDF, SVG, other XML, zip, gzip, Lottie JSON, JSON)
//   Images/  `ImageHeader`: an image's declared size from its header
//            (PNG, JPEG, WebP, GIF; an SVG root's width, height or viewBox)
//   HTML/    `HTMLText`: the one escaper the review, diff and preview pages use
//
// Rejected: Foundation's JSONSerialization/JSONDecoder (no line and column,
// accepts duplicate keys, unbounded depth) and XMLParser (libxml2 linked
// into every binary for a subset that needs a few hundred lines); a twin of
// each per reader, which is where these came from.
