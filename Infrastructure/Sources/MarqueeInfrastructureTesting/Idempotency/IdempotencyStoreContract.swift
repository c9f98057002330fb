public import Foundation
public import MarqueeInfrastructure

/// The promises every ``/MarqueeInfrastructure/IdempotencyStore`` keeps, as
/// checks to run against each implementation (see ``ContractCheck``).
public enum IdempotencyStoreContract {
    /// Every check; each expects a new, empty store.
    public static let checks: [ContractCheck<any IdempotencyStore>] = [
        ContractCheck("a free key is claimed once; the next claim finds the request still running") { store in
            let key = try IdempotencyKey("order-1")
            try Expect.equal(
                try await store.claim(key, owner: "front-1", request: place, now: start, expiresAt: start + 60),
                .claimed, "first claim")
            try Expect.equal(
                try await store.claim(
                    key, owner: "front-1", request: place, now: start + 1, expiresAt: start + 61),
                .held(IdempotencyRecord(request: place, claimedAt: start, response: nil)), "second claim")
        },
        ContractCheck("a recorded answer is found, byte for byte, by the next claim of the key") { store in
            let key = try IdempotencyKey("order-1")
            _ = try await store.claim(key, owner: "front-1", request: place, now: start, expiresAt: start + 60)
            try await store.record(created, for: key, owner: "front-1", expiresAt: start + day)
            try Expect.equal(
                try await store.claim(
                    key, owner: "front-1", request: place, now: start + 2, expiresAt: start + 62),
                .held(IdempotencyRecord(request: place, claimedAt: start, response: created)), "claim after record")
        },
        ContractCheck("the record keeps the request as it came, to compare a retry with") { store in
            let key = try IdempotencyKey("order-1")
            _ = try await store.claim(key, owner: "front-1", request: place, now: start, expiresAt: start + 60)
            let other = IdempotentRequest(method: "POST", path: "/orders", body: [0x7B, 0x7D])
            try Expect.equal(
                try await store.claim(key, owner: "front-1", request: other, now: start + 1, expiresAt: start + 61),
                .held(IdempotencyRecord(request: place, claimedAt: start, response: nil)),
                "a claim with another body finds the first request")
        },
        ContractCheck("keys are scoped by owner: the same key of another owner is another record") { store in
            let key = try IdempotencyKey("shared-key")
            _ = try await store.claim(key, owner: "front-1", request: place, now: start, expiresAt: start + 60)
            try await store.record(created, for: key, owner: "front-1", expiresAt: start + day)
            try Expect.equal(
                try await store.claim(key, owner: "front-2", request: place, now: start + 1, expiresAt: start + 61),
                .claimed, "another owner's claim")
            try await store.release(key, owner: "front-2")
            try Expect.equal(
                try await store.claim(key, owner: "front-1", request: place, now: start + 2, expiresAt: start + 62),
                .held(IdempotencyRecord(request: place, claimedAt: start, response: created)),
                "the first owner's record, after the other owner released theirs")
        },
        ContractCheck("a record past its expiry is as good as absent: the key can be claimed again") { store in
            let key = try IdempotencyKey("order-1")
            _ = try await store.claim(key, owner: "front-1", request: place, now: start, expiresAt: start + 60)
            try await store.record(created, for: key, owner: "front-1", expiresAt: start + day)
            try Expect.equal(
                try await store.claim(
                    key, owner: "front-1", request: place, now: start + day - 1, expiresAt: start + day + 59),
                .held(IdempotencyRecord(request: place, claimedAt: start, response: created)), "a second before")
            try Expect.equal(
                try await store.claim(
                    key, owner: "front-1", request: place, now: start + day, expiresAt: start + day + 60),
                .claimed, "at its expiry")
            try Expect.equal(
                try await store.claim(
                    key, owner: "front-1", request: place, now: start + day + 1, expiresAt: start + day + 61),
                .held(IdempotencyRecord(request: place, claimedAt: start + day, response: nil)),
                "the new claim")
        },
        ContractCheck("recording an answer sets the record's expiry anew") { store in
            let key = try IdempotencyKey("order-1")
            _ = try await store.claim(key, owner: "front-1", request: place, now: start, expiresAt: start + 60)
            try await store.record(created, for: key, owner: "front-1", expiresAt: start + day)
            try Expect.equal(
                try await store.claim(
                    key, owner: "front-1", request: place, now: start + 120, expiresAt: start + 180),
                .held(IdempotencyRecord(request: place, claimedAt: start, response: created)),
                "past the claim's expiry, before the answer's")
        },
        ContractCheck("release frees an unfinished claim, and leaves a finished record") { store in
            let running = try IdempotencyKey("running")
            let finished = try IdempotencyKey("finished")
            _ = try await store.claim(running, owner: "front-1", request: place, now: start, expiresAt: start + 60)
            _ = try await store.claim(finished, owner: "front-1", request: place, now: start, expiresAt: start + 60)
            try await store.record(created, for: finished, owner: "front-1", expiresAt: start + day)
            try await store.release(running, owner: "front-1")
            try await store.release(finished, owner: "front-1")
            try Expect.equal(
                try await store.claim(
                    running, owner: "front-1", request: place, now: start + 1, expiresAt: start + 61),
                .claimed, "the released key")
            try Expect.equal(
                try await store.claim(
                    finished, owner: "front-1", request: place, now: start + 1, expiresAt: start + 61),
                .held(IdempotencyRecord(request: place, claimedAt: start, response: created)), "the finished key")
        },
        ContractCheck("releasing or recording a key nobody claimed changes nothing") { store in
            let key = try IdempotencyKey("never-claimed")
            try await store.release(key, owner: "front-1")
            try await store.record(created, for: key, owner: "front-1", expiresAt: start + day)
            try Expect.equal(
                try await store.claim(key, owner: "front-1", request: place, now: start, expiresAt: start + 60),
                .claimed, "claim after")
        },
        ContractCheck("of many concurrent claims of one free key, exactly one is granted") { store in
            let key = try IdempotencyKey("order-1")
            let granted = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<20 {
                    group.addTask {
                        try await store.claim(
                            key, owner: "front-1", request: place, now: start, expiresAt: start + 60) == .claimed
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            try Expect.equal(granted, 1, "claims granted")
        },
        ContractCheck("bodies, keys, paths and answers are kept byte for byte") { store in
            let key = try IdempotencyKey(String(repeating: "~", count: 254) + "!")
            let binary = IdempotentRequest(
                method: "PATCH", path: "/orders/ü%20x", body: (0...255).map { UInt8($0) } + [0, 0])
            let answer = IdempotentResponse(status: 204, contentType: nil, body: [0, 0xFF, 0x0A, 0x0D])
            _ = try await store.claim(key, owner: "desk=ü", request: binary, now: start, expiresAt: start + 60)
            try await store.record(answer, for: key, owner: "desk=ü", expiresAt: start + day)
            try Expect.equal(
                try await store.claim(key, owner: "desk=ü", request: binary, now: start + 1, expiresAt: start + 61),
                .held(IdempotencyRecord(request: binary, claimedAt: start, response: answer)), "the record")
            let empty = try IdempotencyKey("empty")
            let bodiless = IdempotentRequest(method: "DELETE", path: "/orders/1", body: [])
            _ = try await store.claim(empty, owner: "front-1", request: bodiless, now: start, expiresAt: start + 60)
            try Expect.equal(
                try await store.claim(
                    empty, owner: "front-1", request: bodiless, now: start + 1, expiresAt: start + 61),
                .held(IdempotencyRecord(request: bodiless, claimedAt: start, response: nil)), "an empty body")
        },
    ]

    /// The time the checks start at (whole seconds, as any store keeps them).
    public static let start = Date(timeIntervalSince1970: 1_750_000_000)
    private static let day: TimeInterval = 86_400
    private static let place = IdempotentRequest(
        method: "POST", path: "/orders", body: Array(#"{"screening":"s-1","seats":2}"#.utf8))
    private static let created = IdempotentResponse(
        status: 201, contentType: "application/json", body: Array(#"{"order":"o-1","total":2400}"#.utf8))
}
