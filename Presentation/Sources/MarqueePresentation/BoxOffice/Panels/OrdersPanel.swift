import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The Orders panel: a small form (customer, screening, tickets) that places
/// one order, the order's receipt with what can be done to it (pay, cancel,
/// a new order), and a customer's orders to pick one from.
///
/// One intent places at most one order: the place button is off while an
/// order is being placed and after it was placed, until a field changes.
/// Cancelling asks first.
@Observable @MainActor
final class OrdersPanel: Panel {
    /// What has focus, top to bottom.
    enum Focus: Equatable {
        case customer, screening, tickets, place, showOrders
        case pay, cancel, newOrder
        /// The receipt itself: Enter does nothing here, so a repeated Enter
        /// after placing neither places again nor pays.
        case receipt
        case orders

        /// The text fields, top to bottom.
        static let fields: [Focus] = [.customer, .screening, .tickets]

        var isField: Bool { Self.fields.contains(self) }
    }

    /// What the lower half shows.
    enum Answer: Equatable {
        case none, receipt, customerOrders
    }

    /// Places, pays and cancels.
    let order: OrderViewModel
    /// The customer's orders.
    let customerOrders: CustomerOrdersViewModel
    /// The upcoming screenings, which the form's screening is looked up in.
    let program: ProgramViewModel
    /// The customers, which the form's customer field is looked up in as a
    /// name is typed; empty when the panel was given no list or it could not be read.
    private(set) var customerList = CustomerDirectory()
    private(set) var customer = TextField()
    private(set) var screening = TextField()
    private(set) var tickets = TextField(default: "1")
    private(set) var focus = Focus.customer {
        didSet {
            // An id typed that the program read before does not hold: a
            // screening scheduled since, perhaps, so read it again.
            if oldValue == .screening, focus != .screening, preview?.isProblem == true { lookUpScreenings() }
        }
    }
    private(set) var answer = Answer.none {
        didSet { if answer != .receipt { receiptFromList = false } }
    }
    /// Whether the receipt shown was opened from the customer's orders, to
    /// which Esc goes back (it went to Movies); cleared as the receipt goes.
    private(set) var receiptFromList = false
    /// Whether the form's order was placed; the place button stays off until a field changes.
    private(set) var placed = false
    /// A field that could not be read, with why.
    private(set) var problem: (field: Focus, message: String)?
    private(set) var ordersSelection = ListSelection()
    private(set) var receiptScroll = ScrollOffset()
    /// Whether a pay, cancel or place was pressed and has not finished.
    private(set) var acting = false
    /// The time by the clock, read each time the minutes left of the hold
    /// shown change; `nil` without a clock or a hold to count down.
    private(set) var now: Timestamp?

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored private let customers: (any ListUsersUseCase)?
    @ObservationIgnored private let clock: (any TimeSource)?
    /// Whether the hold of the order shown is being counted down: each order
    /// shown reads the clock as one of `tasks`; the sleeps between readings
    /// (until the minutes left change) are not, so tests can settle.
    @ObservationIgnored private var countingDown = false
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    /// Where things were drawn, for clicks: row of each control, the list's top.
    @ObservationIgnored var controlRows: [(Focus, row: Int, columns: Range<Int>)] = []
    @ObservationIgnored var ordersTop = (row: 0, first: 0)
    @ObservationIgnored var pageRows = 5
    @ObservationIgnored var receiptLines = (count: 0, visible: 0)

    init(
        boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, customers: (any ListUsersUseCase)? = nil,
        clock: (any TimeSource)? = nil, tasks: TaskTracker
    ) {
        self.customers = customers
        self.clock = clock
        order = OrderViewModel(boxOffice: boxOffice, times: times)
        customerOrders = CustomerOrdersViewModel(boxOffice: boxOffice, times: times)
        program = ProgramViewModel(boxOffice: boxOffice, times: times)
        self.tasks = tasks
    }

    var hasTextFocus: Bool { focus.isField }

    /// Pays the order shown.
    static let pay = Shortcut("p", "pay")
    /// Cancels the order shown (asks first).
    static let cancel = Shortcut("c", "cancel")
    /// Starts a new order.
    static let newOrder = Shortcut("n", "new order")
    static let shortcuts = [pay, cancel, newOrder] + ListSelection.shortcuts

    /// Whether an action is under way, so no button acts. Set the moment
    /// an action is pressed, before its task runs, so keys already waiting
    /// cannot start it twice.
    var isWorking: Bool { acting || order.state.isWorking || customerOrders.state.isLoading }

    /// Whether the place button acts.
    var canPlace: Bool { !isWorking && !placed }

    /// The order shown, while it can still be paid or cancelled.
    var unpaidOrder: OrderSummary? {
        guard answer == .receipt, let summary = order.state.summary, summary.isUnpaid else { return nil }
        return summary
    }

    /// Starts counting down the hold of the order shown, unless it is: the
    /// frame is drawn again each time the minutes left change, and the
    /// order is read again when the hold runs out (the use case expires it).
    func countDownHold() {
        guard let clock, unpaidOrder?.heldUntilTime != nil else { return }
        tasks.run { [weak self] in
            guard let first = await self?.tickHold(clock: clock), let self, !countingDown else { return }
            countingDown = true
            Task { [weak self] in
                var wait = first
                while true {
                    try? await Task.sleep(for: .seconds(wait))
                    guard let next = await self?.tickHold(clock: clock) else { return }
                    wait = next
                }
            }
        }
    }

    /// Reads the clock for the hold shown; how many seconds until its
    /// minutes left change, or `nil` once there is nothing to count down.
    private func tickHold(clock: any TimeSource) async -> Int64? {
        let time = await clock.now()
        guard let summary = unpaidOrder, let end = summary.heldUntilTime else {
            countingDown = false
            now = nil
            return nil
        }
        now = time
        let left = end.secondsSinceEpoch - time.secondsSinceEpoch
        guard left > 0 else {
            countingDown = false
            run { [order] in await order.load(summary.id) }
            return nil
        }
        // Whole minutes are shown, rounded down: they change a second after
        // each whole minute left.
        return left % 60 + 1
    }

    /// The order shown, while it can still be cancelled (unpaid) or refunded (paid).
    var cancellableOrder: OrderSummary? {
        guard answer == .receipt, let summary = order.state.summary, summary.isUnpaid || summary.isPaid else {
            return nil
        }
        return summary
    }

    /// What the cancel button does to the order shown: "cancel" or "refund".
    var cancelVerb: String { cancellableOrder?.isPaid == true ? "refund" : "cancel" }

    /// The controls that can have focus now, top to bottom.
    var ring: [Focus] {
        var ring: [Focus] = [.customer, .screening, .tickets, .place, .showOrders]
        switch answer {
        case .receipt where order.state.summary != nil:
            ring += (unpaidOrder == nil ? [] : [.pay]) + (cancellableOrder == nil ? [] : [.cancel])
            ring += [.newOrder, .receipt]
        case .customerOrders where !customerOrders.state.summaries.isEmpty:
            ring.append(.orders)
        default: break
        }
        return ring
    }

    var hints: [KeyHint] {
        var hints: [KeyHint] = []
        switch focus {
        case .screening where screeningPick != nil, .customer where customerPick != nil:
            hints += [
                KeyHint(key: "Enter", action: "take the one marked"), KeyHint(key: "Esc", action: "leave the field"),
            ]
        case .customer, .screening, .tickets:
            hints += [KeyHint(key: "Enter", action: "next"), KeyHint(key: "Esc", action: "leave the field")]
        case .place:
            hints.append(
                canPlace
                    ? KeyHint(key: "Enter", action: isWalkIn ? "sell to the walk-in, paid at once" : "place the order")
                    : KeyHint(key: "", action: placed ? "placed; change a field to order again" : "working…"))
        case .showOrders: hints.append(KeyHint(key: "Enter", action: "show the customer's orders"))
        case .pay: hints.append(KeyHint(key: "Enter", action: "pay the order"))
        case .cancel: hints.append(KeyHint(key: "Enter", action: "\(cancelVerb) the order (asks first)"))
        case .newOrder: hints.append(KeyHint(key: "Enter", action: "start a new order"))
        case .orders: hints.append(KeyHint(key: "Enter", action: "open the order"))
        case .receipt: break
        }
        hints.append(KeyHint(key: "↑↓", action: "move"))
        if unpaidOrder != nil, !focus.isField { hints.append(Self.pay.hint) }
        if cancellableOrder != nil, !focus.isField {
            hints.append(KeyHint(key: Self.cancel.hint.key, action: cancelVerb))
        }
        if answer == .receipt, !focus.isField { hints.append(Self.newOrder.hint) }
        if answer == .receipt, receiptFromList, !focus.isField {
            hints.append(KeyHint(key: "Esc", action: "back to the list"))
        }
        return hints
    }

    func appear() {}

    /// From the tab bar: the program again, as seats may have sold since.
    func appearFromTabBar() {
        lookUpScreenings()
    }

    /// The order as it would be placed: its screening, price and total, or
    /// why it cannot be; none while the receipt is shown, nor while an id
    /// is being typed and matches no screening yet.
    var preview: OrderPreview? {
        guard answer != .receipt,
            let preview = OrderPreview(
                screeningText: screening.text, ticketsText: tickets.text, program: program.state),
            preview.foundTheScreening || focus != .screening
        else { return nil }
        return preview
    }

    /// The upcoming screenings the screening field's words pick out, while it
    /// has focus and holds no screening's id: every word found in the title,
    /// the time, the hall or the id (`alien 21:00`); all of them for an empty
    /// field. Enter takes ``screeningPick``.
    var screeningChoices: [Screening] {
        guard focus == .screening, answer == .none else { return [] }
        let screenings = program.state.screenings
        // The id of a screening, as the preview reads it: nothing to choose.
        if let id = try? Input.screeningID(screening.text), screenings.contains(where: { $0.id == id }) { return [] }
        let words = screening.text.lowercased().split(whereSeparator: \.isWhitespace)
        let times = program.state.times
        return screenings.filter { screening in
            let about =
                "\(screening.movieTitle) \(times.string(from: screening.startsAt)) hall \(screening.hall.name) "
                + screening.id.rawValue
            let haystack = about.lowercased()
            return words.allSatisfy { haystack.contains($0) }
        }
    }

    /// The customers the customer field's words pick out (``CustomerDirectory``),
    /// while it has focus and does not hold a customer's name already; all
    /// of them for an empty field. Enter takes ``customerPick``.
    var customerChoices: [User] {
        guard focus == .customer, answer == .none, !customerList.isEmpty, !isWalkIn else { return [] }
        if let name = try? Input.userName(customer.text), customerList.customer(named: name) != nil { return [] }
        return customerList.choices(for: customer.text)
    }

    /// Whether the customer field says `walk-in`: someone not registered,
    /// sold to and paid at once (the word wins over a customer of that name).
    var isWalkIn: Bool {
        Self.walkInWords.contains(
            customer.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased())
    }

    /// What the customer field takes for a walk-in.
    static let walkInWords: Set<String> = ["walk-in", "walkin", "walk in"]

    /// The customer Enter takes once a word is typed: the first choice. None
    /// for an empty field, whose list is there to read.
    var customerPick: User? {
        guard !customer.text.allSatisfy(\.isWhitespace) else { return nil }
        return customerChoices.first
    }

    /// The choice Enter takes once a word is typed: the first with seats
    /// left (the first of all when every one is sold out, for the preview to
    /// say so). None for an empty field, whose list is there to read: Enter
    /// there must not sell the first screening of the day.
    var screeningPick: Screening? {
        guard !screening.text.allSatisfy(\.isWhitespace) else { return nil }
        let choices = screeningChoices
        return choices.first { $0.seatsLeft > 0 } ?? choices.first
    }

    /// Reads the program the form's screening is looked up in, and the
    /// customers its customer is (a list that cannot be read leaves the
    /// field as it was: a name typed whole still places the order).
    private func lookUpScreenings() {
        tasks.run { [program] in await program.load() }
        guard let customers else { return }
        tasks.run { [weak self] in
            guard let users = try? await customers.execute() else { return }
            self?.customerList = CustomerDirectory(users)
        }
    }

    /// Starts a new order for `screeningID`: that field filled, the customer
    /// empty and one ticket, whatever the last order was (issue 36: the last
    /// customer stayed, so two Enters sold to them), focus on the customer.
    func prepareOrder(for screeningID: ScreeningID) {
        startOver(screening: screeningID.rawValue)
    }

    /// An empty form but for `screening`, nothing shown below it.
    private func startOver(screening screeningText: String) {
        customer.set("")
        screening.set(screeningText)
        tickets = TextField(default: "1")
        problem = nil
        formChanged()
        answer = .none
        focus = .customer
        lookUpScreenings()
    }

    /// Shows the orders of the customer named `name`.
    func showOrders(of name: UserName) {
        customer.set(name.displayName)
        formChanged()
        loadOrders(of: name)
    }

    /// A new order for a screening, or a customer's orders: both shown here.
    func take(_ destination: Destination, in environment: PanelEnvironment) -> Arrival? {
        switch destination {
        case let .order(screening):
            appear()
            prepareOrder(for: screening)
            return .tab
        case let .customerOrders(name):
            appear()
            showOrders(of: name)
            return .tab
        default:
            return nil
        }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        if focus == .orders, let outcome = moveInOrders(key) { return outcome }
        if !focus.isField, answer == .receipt,
            let line = receiptScroll.after(key, lines: receiptLines.count, visible: receiptLines.visible),
            key == .pageUp || key == .pageDown || focus == .receipt
        {
            let first = receiptScroll.first(lines: receiptLines.count, visible: receiptLines.visible)
            if line != first || key == .pageUp || key == .pageDown {
                receiptScroll.scroll(to: line)
                return .handled
            }
        }
        switch key {
        case .up: return moveFocus(by: -1)
        case .down: return moveFocus(by: 1)
        case ListSelection.up.key where !focus.isField: return moveFocus(by: -1)
        case ListSelection.down.key where !focus.isField: return moveFocus(by: 1)
        case .enter where focus == .customer:
            // A customer picked, or named whole in other letters: their name as they spell it.
            let named = (try? Input.userName(customer.text)).flatMap { name in
                customerList.customer(named: name)
            }
            if let user = customerPick ?? named, customer.text != user.name.displayName {
                customer.set(user.name.displayName)
                formChanged()
            }
            return moveFocus(by: 1)
        case .enter where focus == .screening:
            guard let pick = screeningPick else { return press(focus) }
            screening.set(pick.id.rawValue)
            formChanged()
            focus = .tickets
            return .handled
        case .enter: return press(focus)
        case .escape where focus.isField:
            focus = .place
            return .handled
        case .escape where answer == .receipt && receiptFromList && !isWorking:
            // The list again, read afresh: the order may have been paid or
            // cancelled since it was opened.
            // Focus rests on the button that shows them until they are in.
            focus = .showOrders
            if let name = try? Input.userName(customer.text) { loadOrders(of: name, keepingSelection: true) }
            return .handled
        case Self.pay.key where !focus.isField && unpaidOrder != nil: return press(.pay)
        case Self.cancel.key where !focus.isField && cancellableOrder != nil: return press(.cancel)
        case Self.newOrder.key where !focus.isField: return press(.newOrder)
        case .character("/") where !focus.isField: return .ignored
        default:
            guard focus.isField else { return .ignored }
            if edit(focus, key) {
                formChanged()
                return .handled
            }
            return TextField.movesCaret(key) ? .handled : .ignored
        }
    }

    func paste(_ text: String) -> PanelOutcome {
        guard focus.isField else { return .ignored }
        var field = self.field(focus)
        if field.paste(text) {
            setField(focus, field)
            formChanged()
        }
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        if let hit = controlRows.first(where: { $0.row == position.row && $0.columns.contains(position.column) }) {
            if hit.0.isField || focus != hit.0 {
                focus = hit.0
                return hit.0.isField ? .handled : press(hit.0)
            }
            return press(hit.0)
        }
        guard answer == .customerOrders, position.row >= ordersTop.row else { return .ignored }
        let index = ordersTop.first + position.row - ordersTop.row
        let count = customerOrders.state.summaries.count
        guard (0..<count).contains(index) else { return .ignored }
        if focus == .orders, ordersSelection.clamped(to: count) == index { return press(.orders) }
        focus = .orders
        ordersSelection.select(index, count: count)
        return .handled
    }

    func scroll(by lines: Int) -> PanelOutcome {
        switch answer {
        case .receipt:
            receiptScroll.scroll(
                to: min(
                    max(0, receiptLines.count - receiptLines.visible),
                    receiptScroll.first(lines: receiptLines.count, visible: receiptLines.visible) + lines))
        case .customerOrders:
            let count = customerOrders.state.summaries.count
            ordersSelection.select((ordersSelection.clamped(to: count) ?? 0) + lines, count: count)
        case .none: break
        }
        return .handled
    }

    // MARK: - Actions

    private func press(_ control: Focus) -> PanelOutcome {
        switch control {
        case .customer, .screening, .tickets:
            return moveFocus(by: 1)
        case .place:
            guard canPlace else { return .handled }
            place()
        case .showOrders:
            guard !isWorking else { return .handled }
            guard !isWalkIn else {
                problem = (.customer, "A walk-in has no orders to list; Today shows the day's sales.")
                return .handled
            }
            guard let name = read(.customer, { () throws(InputProblem) in try Input.userName(customer.text) }) else {
                return .handled
            }
            loadOrders(of: name)
        case .pay:
            guard !isWorking, let summary = unpaidOrder else { return .handled }
            run { [order] in await order.pay(summary.id) }
        case .receipt:
            return .handled
        case .cancel:
            guard !isWorking, let summary = cancellableOrder else { return .handled }
            let seats = summary.ticketCount == 1 ? "its seat" : "its \(summary.ticketCount) seats"
            let question =
                summary.isPaid
                ? "Refund order \(summary.id): give back \(summary.total) and free \(seats)?"
                : "Cancel order \(summary.id) and free \(seats)?"
            return .confirm(
                Confirmation(question: question) { [weak self] in
                    self?.run { [order = self?.order] in await order?.cancel(summary.id) }
                })
        case .newOrder:
            guard !isWorking else { return .handled }
            // Opened from a customer's receipt: the next order is theirs
            // unless changed; the screening and count start afresh.
            order.reset()
            let name = customer.text
            startOver(screening: "")
            customer.set(name)
            focus = name.isEmpty ? .customer : .screening
        case .orders:
            let receipts = customerOrders.state.orders?.receipts ?? []
            guard let index = ordersSelection.clamped(to: receipts.count) else { return .handled }
            order.show(receipts[index])
            answer = .receipt
            receiptFromList = true
            receiptScroll.scroll(to: 0)
            focus = .receipt
            countDownHold()
        }
        return .handled
    }

    private func place() {
        problem = nil
        // A walk-in needs no name; anyone else's must read.
        let walkIn = isWalkIn
        var name: UserName?
        if !walkIn {
            name = read(.customer, { () throws(InputProblem) in try Input.userName(customer.text) })
            guard name != nil else { return }
        }
        guard
            let screeningID = read(.screening, { () throws(InputProblem) in try Input.screeningID(screening.text) }),
            let count = read(.tickets, { () throws(InputProblem) in try Input.ticketCount(tickets.text) })
        else { return }
        placed = true
        acting = true
        answer = .receipt
        receiptFromList = false
        receiptScroll.scroll(to: 0)
        let wanted = [TicketRequest(screeningID: screeningID, quantity: count)]
        tasks.run { [weak self, order] in
            if let name {
                await order.place(for: name, tickets: wanted)
            } else {
                await order.sellWalkIn(tickets: wanted)
            }
            guard let self else { return }
            acting = false
            countDownHold()
            if order.state.error == nil {
                focus = .receipt
            } else {
                placed = false
            }
        }
    }

    /// Shows `name`'s orders, from the first unless `keepingSelection`.
    private func loadOrders(of name: UserName, keepingSelection: Bool = false) {
        answer = .customerOrders
        if !keepingSelection { ordersSelection.select(0, count: 1) }
        tasks.run { [weak self, customerOrders] in
            await customerOrders.load(name)
            guard let self, !customerOrders.state.summaries.isEmpty else { return }
            focus = .orders
        }
    }

    /// Runs a pay or cancel, showing its receipt; focus then rests on the
    /// receipt (or on the place button when the order could not be shown).
    private func run(_ action: @escaping @MainActor () async -> Void) {
        acting = true
        answer = .receipt
        receiptScroll.scroll(to: 0)
        tasks.run { [weak self] in
            await action()
            guard let self else { return }
            acting = false
            countDownHold()
            if focus == .pay || focus == .cancel || !ring.contains(focus) {
                focus = ring.contains(.receipt) ? .receipt : .place
            }
        }
    }

    /// The value `parse` reads from `field`, or `nil` with the problem shown and focus on the field.
    private func read<Value>(_ field: Focus, _ parse: () throws(InputProblem) -> Value) -> Value? {
        do throws(InputProblem) {
            return try parse()
        } catch {
            problem = (field, error.message(for: .screen))
            focus = field
            return nil
        }
    }

    // MARK: - Focus and fields

    private func moveFocus(by step: Int) -> PanelOutcome {
        let ring = ring
        guard let index = ring.firstIndex(of: focus) else {
            focus = .customer
            return .handled
        }
        focus = ring[min(max(0, index + step), ring.count - 1)]
        if focus == .orders {
            ordersSelection.select(step > 0 ? 0 : Int.max, count: customerOrders.state.summaries.count)
        }
        return .handled
    }

    private func moveInOrders(_ key: TerminalKey) -> PanelOutcome? {
        let count = customerOrders.state.summaries.count
        if key == .up || key == .character("k"), ordersSelection.clamped(to: count) == 0 { return nil }
        guard let target = ordersSelection.target(of: key, count: count, letters: true, page: pageRows) else {
            return nil
        }
        ordersSelection.select(target, count: count)
        return .handled
    }

    private func formChanged() {
        placed = false
        problem = nil
    }

    func field(_ focus: Focus) -> TextField {
        switch focus {
        case .customer: customer
        case .screening: screening
        default: tickets
        }
    }

    private func setField(_ focus: Focus, _ field: TextField) {
        switch focus {
        case .customer: customer = field
        case .screening: screening = field
        default: tickets = field
        }
    }

    private func edit(_ focus: Focus, _ key: TerminalKey) -> Bool {
        var field = self.field(focus)
        let changed = field.edit(key)
        setField(focus, field)
        return changed
    }
}
