import MDomain
import MHTTPClient
#if PostgreSQL
import MPostgres
import MHTTPClient
#endif
#if TMDB
import MHTTPClient
#else
import MCache
#endif
#if os(Linux) || TMDB
import MHTTPClient
#endif
#if !Service
import MServer
#endif
#if Service
import MHTTPClient
#endif
#if TMDB
import MServer
#endif
#if TMDB && !TMDB
import MServer
#endif
