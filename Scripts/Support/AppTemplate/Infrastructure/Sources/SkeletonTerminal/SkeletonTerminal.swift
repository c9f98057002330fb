@@include-if terminal
// SkeletonTerminal: the full-screen terminal driver, as Marquee's kit has it (MarqueeTerminal, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeTerminal
