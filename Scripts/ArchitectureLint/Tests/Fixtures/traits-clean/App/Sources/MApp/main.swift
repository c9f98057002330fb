import MDomain
#if TMDB
import MHTTPClient
#endif
#if PostgreSQL && DEBUG
import MPostgres
#elseif os(Linux)
import Foundation
#endif
#if Service
import MServer
import MHTTPClient // Service enables TMDB.
#endif
#if TMDB || Service
import MCache
#endif
#if !TMDB
import Foundation
#else
import MHTTPClient
#endif
#if (TMDB && os(Linux)) || Service
import MHTTPClient
#endif
#if !PostgreSQL
#elseif canImport(MPostgres)
import MPostgres
#endif

func start() {
    #if VERBOSE && SWIFT_PACKAGE
    print("starting")
    #endif
    #if PostgreSQL
    print("with PostgreSQL")
    #endif
}
