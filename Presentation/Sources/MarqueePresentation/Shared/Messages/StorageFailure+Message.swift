public import MarqueeDomain

extension StorageFailure {
    /// One line for a person: which store, what went wrong, what to do.
    public var userMessage: String {
        let place = place.name
        let Place = place.prefix(1).uppercased() + place.dropFirst()
        switch reason {
        case .cannotOpen:
            return "\(Place) cannot be opened or created; check that its directory exists and is yours."
        case .readOnly:
            return "\(Place) cannot be written (read-only file or directory); check its permissions or choose "
                + "another location."
        case .diskFull:
            return "\(Place) cannot grow: the disk is full; free some space and try again."
        case .notAFile:
            return "\(Place) is a directory, not a database file; move it aside or choose another location."
        case let .companionOfAnotherUser(path):
            return "\(Place) cannot be written: \(path) belongs to another user (who opened the data while its "
                + "permissions were loosened); remove \(path), then try again."
        case .busy:
            return "\(Place) is locked by another process; wait for it to finish and try again."
        case .damaged:
            return "\(Place) is not a Marquee database (or is damaged); move it aside and try again."
        case let .newerVersion(found, supported):
            return "\(Place) was written by a newer version of Marquee (schema version \(found); this one "
                + "understands up to \(supported)); upgrade Marquee, or choose another location."
        case let .unreachable(cause):
            return "Cannot reach \(place): \(cause.phrase); check that the server runs and the URL's host and port."
        case .loginRefused:
            return "\(Place) refused the login: wrong user or password; check the URL's user and password."
        case .databaseMissing:
            return "\(Place) does not exist; create it (createdb) or fix the URL's database name."
        case .secureConnectionFailed:
            return "Cannot set up TLS with \(place); use sslmode=prefer or disable, or fix the server's TLS."
        case let .timedOut(milliseconds):
            return "\(Place) did not answer within \(Self.duration(milliseconds)), so nothing was changed; check the "
                + "server and the network, then try again."
        case let .cancelledAfter(milliseconds):
            return "\(Place) cancelled the operation after its time limit (statement_timeout) of "
                + "\(Self.duration(milliseconds)), so nothing was changed; try again, or raise the limit."
        case .connectionLost:
            if case let .service(address) = self.place, address.hasPrefix("http://") {
                // A TLS server drops a plain request without a word.
                return "The connection to \(place) closed without an answer (the service went away, or it serves "
                    + "HTTPS and the URL says http://), so nothing was changed; try again, or fix the scheme of "
                    + "MARQUEE_SERVER_URL."
            }
            return "The connection to \(place) broke (the server restarted or went away), so nothing was changed; "
                + "try again."
        case .conflict:
            return "\(Place) gave way to another change made at the same moment, so nothing was changed; try again."
        case let .badRecord(record):
            return "\(Place) holds \(record.name) that breaks the box office's rules (edited by hand?); restore a "
                + "backup, or remove that record."
        case let .duplicate(record):
            return "\(Place) already holds \(record.name); nothing was changed."
        case let .refused(code):
            return "\(Place) refused the operation (code \(code)), so nothing was changed; try again, and report it "
                + "if it keeps happening."
        case .credentialRefused:
            return "\(Place) refused this desk's token: it is wrong, or the desk was revoked; ask for a new token "
                + "(marquee desks add NAME on the server) and set MARQUEE_DESK_TOKEN."
        case let .redirected(location?):
            return "\(Place) answered with a redirect to \(location), which was not followed so the desk token "
                + "stays with the service; set MARQUEE_SERVER_URL to the service's own address."
        case .redirected(nil):
            return "\(Place) answered with a redirect, which was not followed so the desk token stays with the "
                + "service; set MARQUEE_SERVER_URL to the service's own address."
        case .protocolMismatch:
            return "\(Place) does not speak the protocol its URL asks for (an https:// URL at a plain HTTP server, "
                + "or the other way round); fix the scheme of MARQUEE_SERVER_URL."
        case .outcomeUnknown:
            return "No answer came from \(place), even after asking again, so it is not known whether the change "
                + "was made; check before trying again."
        }
    }

    private static func duration(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

extension StoragePlace {
    /// How messages name the place.
    var name: String {
        switch self {
        case let .file(path): path
        case let .server(database, address, user): "the PostgreSQL database \(database) at \(address) (user \(user))"
        case let .service(address): "the box office service at \(address)"
        case .memory: "the in-memory store"
        case .unknown: "the data store"
        }
    }
}

extension StorageFailure.Unreachable {
    var phrase: String {
        switch self {
        case .unknownHost: "its host name does not resolve"
        case .refused: "the connection was refused"
        case .noAnswer: "it did not answer in time"
        case .notReady: "it is starting up or shutting down"
        case .full: "it has no free connection slot (too many clients)"
        }
    }
}

extension StoredRecord {
    var name: String {
        switch self {
        case let .user(id): "the user \(id)"
        case let .screening(id): "the screening \(id)"
        case let .order(id): "the order \(id)"
        case let .cachedMovie(id): "the cached movie \(id)"
        case .cachedSearch: "a cached search"
        case .recentQuery: "a recent search"
        }
    }
}
