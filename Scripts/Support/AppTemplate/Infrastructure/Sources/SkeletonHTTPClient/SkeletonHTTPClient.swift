@@include-if http
// SkeletonHTTPClient: the HTTP client, as Marquee's kit has it (MarqueeHTTPClient, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeHTTPClient
