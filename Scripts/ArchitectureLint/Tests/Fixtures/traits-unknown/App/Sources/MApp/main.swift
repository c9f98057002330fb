import MDomain
#if TMBD
import MHTTPClient
#endif
#if PostgreSQL || Postgres
import MPostgres
#endif

func start() {
    #if DEBUG
    print("debug build")
    #endif
    #if TMBD
    print("with TMDB")
    #endif
}
