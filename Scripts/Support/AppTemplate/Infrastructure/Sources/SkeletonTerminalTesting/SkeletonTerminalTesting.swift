@@include-if terminal
// SkeletonTerminalTesting: an in-memory terminal for tests, as Marquee's kit has it (MarqueeTerminalTesting, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeTerminalTesting
