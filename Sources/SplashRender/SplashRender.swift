// SplashRender: the engine that turns one scene into files.
//
// A `RenderJob` (a scene source, a screen, a frame rate, the outputs and
// their encoder settings) is prepared once (`PreparedRender`: the scene
// loaded, its images decoded, its text laid out, a compositor built) and
// written: frames drawn in parallel on worker threads, band by band, and
// converted to the encoder's pictures while the encoder runs
// (`OrderedFramePipeline` keeps a bounded window of frames in flight, so
// memory does not grow with the video's length); a frame whose display
// list equals the last one's is not drawn again.
//
//   Job/           `RenderJob`, `VideoOptions`, `SizeBudget` (`--max-size`),
//                  `PreparedRender`
//   Scheduling/    frame times (`FrameSchedule`), what frames come from
//                  (`FrameSource`), the worker threads, the ordered hand-off,
//                  conversion to YUV pictures on the compositing threads
//   ContactSheet/  the contact sheet: instants, layout, labels
//   Files/         atomic outputs (a hidden temporary folder beside the
//                  target, renamed on success, removed on error or signal),
//                  stale temporaries of killed renders swept, output
//                  formats by extension, PNG sequences
//   VideoRenderer.swift, StillRenderer.swift  the two writers
//   InterruptCleanup.swift  what a signal removes before the process exits
//
// It imports SplashImport (inputs), SplashCompositor (pixels) and
// SplashVideo (FFmpeg); products over many renders (batch, compare, diff,
// the pages) are SplashReview's, the command line is splashvid's.
