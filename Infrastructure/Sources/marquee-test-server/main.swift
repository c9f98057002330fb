// marquee-test-server: the loopback test server as a process, for tests that
// run a built binary against it.
//
//   marquee-test-server [--root DIR] [--routes FILE]
//
// Prints the port it listens on (one line on stdout), then serves until it
// is terminated. --routes scripts paths (see RouteFile); --root serves the
// files of DIR for every other path.
import Foundation
import MarqueeInfrastructureTesting

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("marquee-test-server: \(message)\n".utf8))
    exit(2)
}

var routesPath: String?
var rootPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--routes": routesPath = arguments.next()
    case "--root": rootPath = arguments.next()
    case "-h", "--help":
        FileHandle.standardOutput.write(Data("usage: marquee-test-server [--root DIR] [--routes FILE]\n".utf8))
        exit(0)
    default: fail("unknown argument '\(argument)'")
    }
}

let server: TestHTTPServer
do {
    server = try TestHTTPServer()
    if let routesPath { try RouteFile.apply(path: routesPath, to: server) }
} catch {
    fail("\(error)")
}
if let rootPath {
    let handler = DirectoryHandler(root: URL(fileURLWithPath: rootPath, isDirectory: true))
    server.setFallback { handler.behaviour(for: $0) }
}

FileHandle.standardOutput.write(Data("\(server.port)\n".utf8))
while true {
    sleep(3600)
}
