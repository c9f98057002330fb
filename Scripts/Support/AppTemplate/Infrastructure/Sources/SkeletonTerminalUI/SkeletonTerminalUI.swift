@@include-if terminal
// SkeletonTerminalUI: the panels' building blocks, as Marquee's kit has them (MarqueeTerminalUI, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeTerminalUI
