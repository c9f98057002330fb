extension CachedScan {
    /// How deep a `#if` condition may nest to be cached: reading one back
    /// recurses once a level, so a damaged file must not be able to ask for
    /// more. A deeper condition (no one writes one) is parsed on every run.
    static let maximumConditionDepth = 256

    /// Whether every condition in the scan is shallow enough to be cached.
    var isCacheable: Bool {
        imports.allSatisfy { $0.activeWhen.depth <= Self.maximumConditionDepth }
    }

    func write(to writer: inout ByteWriter) {
        writer.write(imports) { writer, declaration in declaration.write(to: &writer) }
        writer.write(suppressions) { writer, suppression in
            writer.write(suppression.rule)
            writer.write(suppression.reason)
            writer.write(suppression.line)
            writer.write(suppression.column)
            writer.write(suppression.targetLines.lowerBound)
            writer.write(suppression.targetLines.upperBound)
        }
        writer.write(conditionFlags) { writer, flag in flag.write(to: &writer) }
        writer.write(hasConditionsAfterHeader)
        writer.write(wholeFileConditionFlags != nil)
        if let wholeFileConditionFlags {
            writer.write(wholeFileConditionFlags) { writer, flag in flag.write(to: &writer) }
        }
    }

    init(from reader: inout ByteReader) throws(CacheFormatError) {
        let imports = try reader.readArray { reader throws(CacheFormatError) in
            try ImportDeclaration(from: &reader)
        }
        let suppressions = try reader.readArray { reader throws(CacheFormatError) in
            let rule = try reader.readString()
            let reason = try reader.readString()
            let line = try reader.readInt()
            let column = try reader.readInt()
            let first = try reader.readInt()
            let last = try reader.readInt()
            guard first <= last else { throw CacheFormatError() }
            return Suppression(rule: rule, reason: reason, line: line, column: column, targetLines: first...last)
        }
        let flags = try reader.readArray { reader throws(CacheFormatError) in try ConditionFlag(from: &reader) }
        let hasConditionsAfterHeader = try reader.readBool()
        let wholeFileConditionFlags =
            try reader.readBool()
            ? try reader.readArray { reader throws(CacheFormatError) in try ConditionFlag(from: &reader) } : nil
        self.init(
            imports: imports, suppressions: suppressions, conditionFlags: flags,
            hasConditionsAfterHeader: hasConditionsAfterHeader, wholeFileConditionFlags: wholeFileConditionFlags)
    }
}

extension ImportDeclaration {
    fileprivate func write(to writer: inout ByteWriter) {
        writer.write(module)
        writer.write(path)
        writer.write(kind)
        writer.write(attributes)
        writer.write(accessLevel)
        writer.write(line)
        writer.write(column)
        writer.write(endLine)
        writer.write(endColumn)
        writer.write(conditions)
        activeWhen.write(to: &writer)
    }

    fileprivate init(from reader: inout ByteReader) throws(CacheFormatError) {
        self.init(
            module: try reader.readString(), path: try reader.readStrings(), kind: try reader.readOptionalString(),
            attributes: try reader.readStrings(), accessLevel: try reader.readOptionalString(),
            line: try reader.readInt(), column: try reader.readInt(), endLine: try reader.readInt(),
            endColumn: try reader.readInt(), conditions: try reader.readStrings(),
            activeWhen: try CompilationCondition(from: &reader, depth: 0))
    }
}

extension ConditionFlag {
    fileprivate func write(to writer: inout ByteWriter) {
        writer.write(name)
        writer.write(line)
        writer.write(column)
        writer.write(endColumn)
    }

    fileprivate init(from reader: inout ByteReader) throws(CacheFormatError) {
        self.init(
            name: try reader.readString(), line: try reader.readInt(), column: try reader.readInt(),
            endColumn: try reader.readInt())
    }
}

extension CompilationCondition {
    /// How many levels the condition nests (an atom or a literal is one).
    var depth: Int {
        switch self {
        case .literal, .atom: return 1
        case .not(let condition): return condition.depth + 1
        case .and(let left, let right), .or(let left, let right): return max(left.depth, right.depth) + 1
        }
    }

    fileprivate func write(to writer: inout ByteWriter) {
        switch self {
        case .literal(let value):
            writer.write(0)
            writer.write(value)
        case .atom(.flag(let name)):
            writer.write(1)
            writer.write(name)
        case .atom(.fact(let text)):
            writer.write(2)
            writer.write(text)
        case .not(let condition):
            writer.write(3)
            condition.write(to: &writer)
        case .and(let left, let right):
            writer.write(4)
            left.write(to: &writer)
            right.write(to: &writer)
        case .or(let left, let right):
            writer.write(5)
            left.write(to: &writer)
            right.write(to: &writer)
        }
    }

    fileprivate init(from reader: inout ByteReader, depth: Int) throws(CacheFormatError) {
        guard depth < CachedScan.maximumConditionDepth else { throw CacheFormatError() }
        switch try reader.readUInt() {
        case 0: self = .literal(try reader.readBool())
        case 1: self = .atom(.flag(try reader.readString()))
        case 2: self = .atom(.fact(try reader.readString()))
        case 3: self = .not(try CompilationCondition(from: &reader, depth: depth + 1))
        case 4:
            let left = try CompilationCondition(from: &reader, depth: depth + 1)
            self = .and(left, try CompilationCondition(from: &reader, depth: depth + 1))
        case 5:
            let left = try CompilationCondition(from: &reader, depth: depth + 1)
            self = .or(left, try CompilationCondition(from: &reader, depth: depth + 1))
        default: throw CacheFormatError()
        }
    }
}
