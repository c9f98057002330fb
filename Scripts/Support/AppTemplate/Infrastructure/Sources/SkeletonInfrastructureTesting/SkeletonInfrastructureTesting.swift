// SkeletonInfrastructureTesting: temporary files and processes for tests, as Marquee's kit has it (MarqueeInfrastructureTesting, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeInfrastructureTesting
