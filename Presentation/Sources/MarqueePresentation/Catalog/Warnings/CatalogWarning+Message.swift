public import MarqueeDomain

extension CatalogWarning {
    /// One line for `audience`: what was lost while the answer was fetched.
    public func message(for audience: Audience) -> String {
        switch self {
        case let .queryNotRemembered(failure):
            "This search is not remembered: \(Self.lowercasedFirst(failure.userMessage))"
        case let .answerNotCached(failure):
            "This answer is not cached: \(Self.lowercasedFirst(failure.userMessage))"
        case let .resultsSkipped(count):
            "\(count) result\(count == 1 ? "" : "s") could not be read and \(count == 1 ? "is" : "are") not shown."
        }
    }

    /// `sentence` with its first letter lower-cased, unless it starts a path or a name.
    private static func lowercasedFirst(_ sentence: String) -> String {
        guard let first = sentence.first, first.isUppercase,
            sentence.dropFirst().first.map({ $0.isLowercase || $0 == " " }) == true
        else { return sentence }
        return first.lowercased() + sentence.dropFirst()
    }
}

extension [CatalogWarning] {
    /// One line per thing lost, for `audience`: a search neither cached nor
    /// remembered for one reason (the data file could not be opened) is one
    /// line, not two.
    public func lines(for audience: Audience) -> [String] {
        var lines: [String] = []
        var said: [CatalogWarning] = []
        for warning in self where !said.contains(warning) {
            said.append(warning)
            if case let .answerNotCached(failure) = warning, contains(.queryNotRemembered(failure)) {
                said.append(.queryNotRemembered(failure))
                let sentence = failure.userMessage
                lines.append(
                    (sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence)
                        + "; going on without the cache, and searches are not remembered.")
            } else if case let .queryNotRemembered(failure) = warning, contains(.answerNotCached(failure)) {
                continue
            } else {
                lines.append(warning.message(for: audience))
            }
        }
        return lines
    }
}
