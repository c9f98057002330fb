import MarqueeDomain

extension CinemaError {
    // Each helper runs one step that throws a context's own error and wraps
    // it, so a view model's `do throws(CinemaError)` reads as the steps alone.
    // Main-actor isolated because every caller is a view model: the closures
    // may then capture it without crossing an isolation boundary.

    @MainActor static func accounts<T>(_ body: () async throws(AccountsError) -> T) async throws(CinemaError) -> T {
        do { return try await body() } catch { throw .accounts(error) }
    }

    @MainActor static func boxOffice<T>(_ body: () async throws(BoxOfficeError) -> T) async throws(CinemaError) -> T {
        do { return try await body() } catch { throw .boxOffice(error) }
    }

    @MainActor static func catalog<T>(_ body: () async throws(CatalogError) -> T) async throws(CinemaError) -> T {
        do { return try await body() } catch { throw .catalog(error) }
    }

    @MainActor static func input<T>(_ body: () async throws(InputError) -> T) async throws(CinemaError) -> T {
        do { return try await body() } catch { throw .input(error) }
    }
}
