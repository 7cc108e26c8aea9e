// SplashReview: products over many renders, for where reviews happen.
//
//   Batch/    a manifest (presets × devices × parameters, or explicit
//             jobs) rendered job by job with a content fingerprint per job,
//             so an unchanged job reuses its outputs; `batch-report.json`,
//             the Markdown summary for a pull request, the review page;
//             shards and their merge
//   Compare/  several renders side by side in one video or sheet
//   Diff/     two batch reports compared frame by frame: what changed,
//             where, how much; overlay videos, highlight stills, charts,
//             the diff page and its Markdown comment
//   Check/    `splashvid check`: scenes, manifests and launch screens
//             validated without rendering (a manifest is this module's, so
//             the check of every input lives here)
//   Pages/    the review and diff pages' style and script as real files
//             (review.css, review.js), embedded at build by
//             scripts/embed-pages
//
// It renders through SplashRender and reads inputs through SplashImport;
// nothing here draws a layer itself.
