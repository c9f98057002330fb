@@include-if postgresql
// SkeletonPostgreSQL: the PostgreSQL driver, as Marquee's kit has it (MarqueePostgreSQL, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueePostgreSQL
