import MHTTPClient
import Testing

@Test func starts() {}
