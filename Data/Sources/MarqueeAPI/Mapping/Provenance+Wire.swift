public import MarqueeDomain

extension Components.Schemas.Provenance {
    /// Where an answer came from, on the wire. A stale answer names the
    /// source's failure by its problem type; warnings become their fields.
    public init<Value>(_ answer: Sourced<Value>) {
        switch answer.provenance {
        case .live: self.init(kind: .live)
        case let .cached(at): self.init(kind: .cached, cachedAt: at.date)
        case let .stale(at, reason):
            self.init(
                kind: .stale, cachedAt: at.date,
                staleBecause: Components.Schemas.Problem(reason, detail: "")._type)
        }
        answeredAt = answer.answeredAt?.date
        for warning in answer.warnings {
            switch warning {
            case let .resultsSkipped(count): resultsSkipped = count
            case .answerNotCached: notCached = true
            case let .queryNotRemembered(failure): notRemembered = failure.reason.wireCode.code
            }
        }
    }

    /// Where the answer came from. A stale answer's reason is read back from
    /// its problem type (the source was offline, when it cannot be told).
    public var domainProvenance: Provenance {
        switch (kind, cachedAt.flatMap(Timestamp.init)) {
        case let (.cached, at?): return .cached(at: at)
        case let (.stale, at?):
            let reason = staleBecause.flatMap {
                Components.Schemas.Problem(_type: $0, title: "", status: 503, detail: "").catalogError
            }
            return .stale(at: at, reason: reason ?? .offline)
        default: return .live
        }
    }

    /// What failed on the side of the answer.
    public var warnings: [CatalogWarning] {
        var warnings: [CatalogWarning] = []
        if let skipped = resultsSkipped, skipped > 0 { warnings.append(.resultsSkipped(count: skipped)) }
        if let code = notRemembered {
            warnings.append(
                .queryNotRemembered(StorageFailure(.init(wireCode: code, milliseconds: nil), place: .unknown)))
        }
        return warnings
    }
}

extension Components.Schemas.MoviesPage {
    /// A page of results on the wire, with where it came from.
    public init(_ answer: Sourced<MoviesPage>) {
        self.init(
            page: answer.value.page, totalPages: answer.value.totalPages, totalResults: answer.value.totalResults,
            movies: answer.value.movies.map(Components.Schemas.Movie.init), provenance: .init(answer))
    }

    /// The page, checked by Domain's rules, with where it came from.
    ///
    /// - Throws: the first rule of ``/MarqueeDomain/MoviesPage`` or ``/MarqueeDomain/Movie`` it breaks.
    public func toDomain() throws(CatalogError) -> Sourced<MoviesPage> {
        var domainMovies: [Movie] = []
        for movie in movies { domainMovies.append(try movie.toDomain()) }
        let value = try MoviesPage(page: page, totalPages: totalPages, totalResults: totalResults, movies: domainMovies)
        return Sourced(
            value, provenance: provenance.domainProvenance, answeredAt: provenance.answeredAt.flatMap(Timestamp.init),
            warnings: provenance.warnings)
    }
}
