public import MarqueeDomain

extension PosterError {
    /// One line for a person: what went wrong and what to do about it.
    public var userMessage: String {
        switch self {
        case let .invalidSize(width):
            "A poster size is a positive number of pixels, such as 185; got \(width)."
        case let .movieHasNoPoster(id):
            "Movie \(id) has no poster; try another movie."
        case let .imageNotFound(path):
            "The image server has no poster at \(path); try another size or try again later."
        case .sourceUnavailable:
            "Posters need TMDB: set TMDB_API_KEY or TMDB_ACCESS_TOKEN (the offline catalog has no images)."
        case .sourceMisconfigured:
            "MARQUEE_TMDB_IMAGE_BASE_URL must be an absolute http(s) URL with a port from 1 to 65535, such as "
                + "https://image.tmdb.org; unset it to use TMDB's image server."
        case let .fileExists(path):
            "\(path) already exists; pass --force to replace it, or --output another file."
        case let .fileNotWritten(path, reason):
            "The poster could not be written to \(path): \(reason.phrase)."
        case let .catalog(error):
            error.userMessage
        }
    }

    /// Whether the error is about what the person typed; command-line front
    /// ends map this to a usage exit status.
    public var isUsageError: Bool {
        switch self {
        case .invalidSize, .sourceMisconfigured: true
        case let .catalog(error): error.isUsageError
        default: false
        }
    }
}
