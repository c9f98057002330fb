@@include-if images
// SkeletonImages: JPEG decoding and half-block cells, as Marquee's kit has it (MarqueeImages, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeImages
