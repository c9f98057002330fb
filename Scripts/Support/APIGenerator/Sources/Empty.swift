// Nothing here: this package exists to build swift-openapi-generator (see Package.swift).
