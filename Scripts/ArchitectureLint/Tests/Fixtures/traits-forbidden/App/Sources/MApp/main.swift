import MDomain
#if TMDB
import MHTTPClient
#endif
