import Testing
#if TMDB
import MHTTPClient
#endif

@Test func starts() {}
