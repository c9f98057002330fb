@@include-if http
// SkeletonHTTPClientTesting: a canned network service for tests, as Marquee's kit has it (MarqueeHTTPClientTesting, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeHTTPClientTesting
