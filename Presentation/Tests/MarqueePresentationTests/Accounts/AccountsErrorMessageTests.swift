import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct AccountsErrorMessageTests {
    static func everyCase() throws -> [AccountsError] {
        let id = try UserID("user-1")
        return [
            .invalidUserID("bad id"),
            .invalidUserName(.tooShort(length: 2)),
            .invalidUserName(.tooLong(length: 40)),
            .invalidUserName(.invalidCharacter(" ")),
            .invalidUserName(.invalidCharacter("é")),
            .userNameTaken(try UserName("Ripley")),
            .userNotFound(id),
            .noUserNamed(try UserName("Newt")),
            .userHasUnpaidOrders(id),
            .storageFailed(.diskFull),
        ]
    }

    @Test func everyCaseIsOneNonEmptyLine() throws {
        for error in try Self.everyCase() {
            #expect(!error.userMessage.isEmpty, "\(error)")
            #expect(!error.userMessage.contains("\n"), "\(error)")
            #expect(error.userMessage.hasSuffix("."), "\(error)")
        }
    }

    @Test func aTakenNameSaysToChooseAnother() throws {
        #expect(
            AccountsError.userNameTaken(try UserName("Ripley")).userMessage
                == "The name Ripley is taken (names ignore letter case); choose another.")
    }

    @Test func anInvalidNameStatesTheWholeRule() {
        #expect(
            AccountsError.invalidUserName(.tooShort(length: 2)).userMessage
                == "That name has 2 characters, too few: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        )
        #expect(
            AccountsError.invalidUserName(.tooLong(length: 40)).userMessage
                == "That name has 40 characters, too many: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        )
        #expect(
            AccountsError.invalidUserName(.invalidCharacter("\t")).userMessage
                == "A tab cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        )
        #expect(
            AccountsError.invalidUserName(.invalidCharacter("@")).userMessage
                == "\"@\" cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        )
        #expect(
            AccountsError.invalidUserName(.invalidCharacter("\u{2066}")).userMessage
                == "The invisible character U+2066 cannot be in a name: a user name is 3–32 letters, digits, spaces, ' . _ or -."
        )
    }

    @Test(arguments: [
        ("Ripley", "Ripley"), ("dallas.1979", "dallas.1979"), ("Jean Dupont", "'Jean Dupont'"),
        ("O'Brien", "'O'\\''Brien'"), ("Zoë", "'Zoë'"), ("-abc", "'-abc'"),
    ])
    func aNameInASuggestedCommandIsOneShellWord(name: String, argument: String) throws {
        #expect(try UserName(name).commandArgument == argument)
        #expect(
            AccountsError.noUserNamed(try UserName(name)).userMessage
                == "No user is named \(try UserName(name)); see marquee users list, or register with marquee users "
                + "register \(argument).")
    }

    @Test func unpaidOrdersSayWhatToDoFirst() throws {
        #expect(
            AccountsError.userHasUnpaidOrders(try UserID("user-1")).userMessage
                == "User user-1 still has unpaid orders; pay or cancel them (marquee orders list --user <name>), then delete."
        )
    }

    @Test func unpaidOrdersOnScreenSayWhereToPayThem() throws {
        #expect(
            AccountsError.userHasUnpaidOrders(try UserID("user-1")).message(for: .screen)
                == "User user-1 still has unpaid orders; pay or cancel them on Orders, then delete.")
    }

    @Test func unpaidOrdersNameThePersonTheActionWasAbout() throws {
        let error = AccountsError.userHasUnpaidOrders(try UserID("user-1"))
        let dallas = try UserName("Dallas")
        #expect(
            error.message(for: .commandLine, subject: dallas)
                == "Dallas still has unpaid orders; pay or cancel them (marquee orders list --user Dallas), then delete."
        )
        #expect(
            error.message(for: .screen, subject: dallas)
                == "Dallas still has unpaid orders; pay or cancel them on Orders, then delete.")
    }

    @Test func anUnknownNameSaysHowToRegisterIt() throws {
        #expect(
            AccountsError.noUserNamed(try UserName("Newt")).userMessage
                == "No user is named Newt; see marquee users list, or register with marquee users register Newt.")
        #expect(
            AccountsError.noUserNamed(try UserName("Newt")).message(for: .screen)
                == "No user is named Newt; pick one on Users, or register Newt there.")
    }

    @Test func aStorageFailureIsTheStoresOwnSentence() {
        #expect(AccountsError.storageFailed(.diskFull).userMessage == StorageFailure.diskFull.userMessage)
    }

    @Test func theScreenNeverNamesACommand() throws {
        for error in try Self.everyCase() {
            #expect(!error.message(for: .screen).contains("marquee "), "\(error)")
        }
    }

    @Test func onlyMalformedInputIsAUsageError() throws {
        let usage = try Self.everyCase().filter(\.isUsageError)
        #expect(
            usage == [
                .invalidUserID("bad id"), .invalidUserName(.tooShort(length: 2)),
                .invalidUserName(.tooLong(length: 40)),
                .invalidUserName(.invalidCharacter(" ")), .invalidUserName(.invalidCharacter("é")),
            ])
    }
}
