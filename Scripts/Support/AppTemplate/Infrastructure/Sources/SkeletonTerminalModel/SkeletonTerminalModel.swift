// SkeletonTerminalModel: text as a terminal shows it, as Marquee's kit has it (MarqueeTerminalModel, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeTerminalModel
