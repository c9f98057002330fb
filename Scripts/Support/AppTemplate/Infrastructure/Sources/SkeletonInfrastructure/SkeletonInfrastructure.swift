// SkeletonInfrastructure: atomic file writes and durations, as Marquee's kit has it (MarqueeInfrastructure, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeInfrastructure
