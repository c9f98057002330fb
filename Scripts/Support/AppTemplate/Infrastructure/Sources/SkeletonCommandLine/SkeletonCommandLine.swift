// SkeletonCommandLine: a one-shot command's output — its lines, its JSON, its
// exit status — as Marquee's kit has it (MarqueeCommandLine, by URL and
// version in Infrastructure/Package.swift). The app imports this module, so
// the kit is named in one package only.
@_exported public import MarqueeCommandLine
