@@include-if postgresql
// SkeletonPostgreSQLTesting: a throwaway PostgreSQL server's settings for tests, as Marquee's kit has it (MarqueePostgreSQLTesting, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueePostgreSQLTesting
