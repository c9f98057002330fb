// SkeletonWorkspace holds no code. The root Package.swift makes this target
// depend on every layer product so that one `swift build` at the root builds
// the whole workspace, the `skeleton` executable included.
