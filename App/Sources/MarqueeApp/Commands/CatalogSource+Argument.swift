public import ArgumentParser
public import MarqueePresentation

/// `--source tmdb|offline` reads straight into Presentation's source.
extension CatalogSource: @retroactive ExpressibleByArgument {}
