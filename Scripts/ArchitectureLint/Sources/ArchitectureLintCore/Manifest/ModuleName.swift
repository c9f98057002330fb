/// SwiftPM's module names: a target's name with every character that may not
/// appear in a Swift identifier replaced by `_` (`marquee-test-server` builds
/// the module `marquee_test_server`), and `_` in front of a leading digit.
enum ModuleName {
    static func of(target name: String) -> String {
        // Nearly every name is already an identifier: say so without Unicode tables.
        if let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            name.utf8.allSatisfy({ byte in
                byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            })
        {
            return name
        }
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                let isIdentifier =
                    scalar == "_"
                    || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || (!scalar.isASCII && scalar.properties.isXIDContinue)
                return isIdentifier ? Character(scalar) : "_"
            })
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
