public import MarqueeDomain

extension PermissionDenied {
    /// One line: which desk, its role, what it may not do, and whom to ask.
    ///
    /// "This desk (front-1, a clerk) may not schedule screenings; ask a manager desk."
    public var message: String {
        let roles = permittedRoles.map(\.rawValue)
        let who =
            switch roles.count {
            case 0: "nobody"
            case 1: "a \(roles[0]) desk"
            default: "a " + roles.dropLast().joined(separator: ", ") + " or \(roles[roles.count - 1]) desk"
            }
        return "This desk (\(desk), \(role.article) \(role)) may not \(action.phrase); ask \(who)."
    }
}

extension DeskAction {
    /// What the action does, as a sentence says it after "may not"; a
    /// context's own action by its name's words (`addGiftCard`: "add gift card").
    var phrase: String {
        switch self {
        case .registerCustomer: "register customers"
        case .renameCustomer: "rename customers"
        case .deleteCustomer: "delete customers"
        case .scheduleScreening: "schedule screenings"
        case .changeScreening: "move screenings or change their prices"
        case .cancelScreening: "cancel screenings"
        case .addHall: "add halls"
        case .placeOrder: "place orders"
        case .payOrder: "take payments"
        case .cancelOrder: "cancel orders"
        case .refundOrder: "refund paid orders"
        default: words
        }
    }

    /// The name's words, lowercased: `addGiftCard` is "add gift card".
    private var words: String {
        var text = ""
        for character in rawValue {
            if character.isUppercase && !text.isEmpty { text.append(" ") }
            text.append(contentsOf: character.lowercased())
        }
        return text
    }
}

extension DeskRole {
    /// "a" or "an", as the role's name needs.
    var article: String { "a" }

    /// What the role may do, in a few words.
    var trust: String {
        switch self {
        case .clerk: "sells tickets and registers customers"
        case .manager: "also schedules screenings, renames and deletes customers"
        }
    }
}
