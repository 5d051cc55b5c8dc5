/// The gesture machinery of one window: it feeds touches to recognizers before views, decides
/// what views receive, and arbitrates between recognizers.
///
/// ```
///   Window.sendEvent(event)
///     └─▶ deliver(event), for each phase in turn (began, moved, ended, cancelled):
///           1. began touches: find their recognizers (hit view first, then ancestors)
///           2. feed each recognizer its touches        ── state changes arbitrate at once
///           3. deliver to views what no recognizer holds back or has cancelled
///         then settle: recognizers still possible with no finger down fail (unless they wait
///         for more taps), finished ones return to possible, spent records go.
/// ```
///
/// What a view receives (per touch, ``TouchRecord/ViewDelivery``):
/// - began: withheld while a recognizer with `delaysTouchesBegan` is possible and its
///   `maximumTouchesBeganDelay` has not passed; swallowed when a recognizer that cancels touches
///   is under way; otherwise delivered.
/// - moved: delivered once the view had began; dropped while began is withheld.
/// - ended: withheld while a recognizer with `delaysTouchesEnded` is possible.
/// - when a recognizer that cancels touches recognizes, the view gets its touches cancelled
///   (withheld ends become cancels; withheld begins are dropped).
/// - when nothing holds a touch back any more, the view gets what it missed: began (and the end,
///   if the touch is over), or the withheld end.
@MainActor
final class GestureEnvironment {
    private weak var window: Window?
    /// Touches whose recognizers or view delivery are not finished, in the order they began.
    var records: [TouchRecord] = []
    /// The recognizers taking part in the current gestures, in the order they joined.
    var engaged: [GestureRecognizer] = []
    /// Recognizers whose recognition waits for a required recognizer to fail.
    var pending: [GestureRecognizer] = []
    private var deliveryDepth = 0
    private var isReleasing = false
    private var needsRelease = false

    init(window: Window) {
        self.window = window
    }

    /// The application's clock, when the window is in an application.
    var clock: VirtualClock? { window?.application?.clock }

    /// Delivers the touches of `event` on the window to recognizers and views.
    func deliver(_ event: Event) {
        guard let window else { return }
        let touches = event.touches(for: window)
        deliveryDepth += 1
        defer {
            deliveryDepth -= 1
            if deliveryDepth == 0 { settle() }
        }
        if touches.contains(where: { $0.phase == .began }) { resetFinishedRecognizers() }
        for phase: TouchPhase in [.began, .moved, .ended, .cancelled] {
            let phased = touches.filter { $0.phase == phase }
            guard !phased.isEmpty else { continue }
            if phase == .began { register(phased, event: event) }
            for touch in phased { record(for: touch)?.lastEvent = event }
            feedRecognizers(phased, phase: phase, event: event)
            deliverToViews(phased, phase: phase)
        }
    }

    /// The recognizers `touch` feeds.
    func recognizers(for touch: Touch) -> [GestureRecognizer] {
        record(for: touch)?.recognizers ?? []
    }

    func record(for touch: Touch) -> TouchRecord? {
        records.first { $0.touch === touch }
    }

    /// Drops `recognizer` from every record and list: it was reset or taken off its view.
    func forget(_ recognizer: GestureRecognizer) {
        engaged.removeAll { $0 === recognizer }
        pending.removeAll { $0 === recognizer }
        for record in records { record.recognizers.removeAll { $0 === recognizer } }
        releaseWithheld()
    }

    // MARK: - Recognizers

    private func register(_ touches: [Touch], event: Event) {
        for touch in touches where record(for: touch) == nil {
            let recognizers = touch.view.map { view in
                ([view] + view.ancestors).flatMap(\.gestureRecognizers).filter { $0.takes(touch) }
            }
            let record = TouchRecord(
                touch: touch, recognizers: recognizers ?? [], beganAt: clock?.now ?? touch.timestamp, event: event)
            records.append(record)
            for recognizer in record.recognizers where !engaged.contains(where: { $0 === recognizer }) {
                engaged.append(recognizer)
            }
        }
    }

    private func feedRecognizers(_ touches: [Touch], phase: TouchPhase, event: Event) {
        var order: [GestureRecognizer] = []
        for recognizer in touches.flatMap(recognizers(for:)) where !order.contains(where: { $0 === recognizer }) {
            order.append(recognizer)
        }
        for recognizer in order {
            let fed = touches.filter { record(for: $0)?.feeds(recognizer) == true }
            if !fed.isEmpty { recognizer.receive(fed, phase: phase, event: event) }
        }
    }

    /// At the end of an event: recognizers still possible with no finger down fail (unless
    /// they wait for more touches), finished ones return to possible, spent records go.
    private func settle() {
        for recognizer in engaged where recognizer.view?.window !== window { forget(recognizer) }
        for recognizer in engaged
        where recognizer.storedState == .possible && recognizer.activeTouches.isEmpty
            && recognizer.pendingState == nil && !recognizer.isWaitingForMoreTouches
        {
            recognizer.state = .failed
        }
        resetFinishedRecognizers()
        records.removeAll(where: \.isSpent)
    }

    private func resetFinishedRecognizers() {
        for recognizer in engaged where recognizer.storedState.isFinal && recognizer.activeTouches.isEmpty {
            recognizer.state = .possible
            forget(recognizer)
        }
    }

    // MARK: - Views

    private func deliverToViews(_ touches: [Touch], phase: TouchPhase) {
        var deliveries: [TouchRecord] = []
        for touch in touches {
            guard let record = record(for: touch), advance(record, phase: phase) else { continue }
            deliveries.append(record)
        }
        send(deliveries, phase: phase)
    }

    /// Moves `record`'s view delivery on for a touch now in `phase`; says whether the view gets
    /// the phase now.
    private func advance(_ record: TouchRecord, phase: TouchPhase) -> Bool {
        switch (phase, record.viewDelivery) {
        case (.began, .notYet):
            if record.touch.isIgnored || record.touch.view == nil || isSwallowed(record) {
                record.viewDelivery = .finished
            } else if holdsBegan(record) {
                record.viewDelivery = .withheldBegan
                scheduleRelease(of: record)
            } else {
                record.viewDelivery = .delivering
                return true
            }
        case (.moved, .delivering): return true
        case (.ended, .delivering):
            record.viewDelivery = holdsEnded(record) ? .withheldEnded : .finished
            return record.viewDelivery == .finished
        case (.cancelled, .delivering), (.cancelled, .withheldEnded):
            record.viewDelivery = .finished
            return true
        case (.cancelled, _): record.viewDelivery = .finished
        default: break
        }
        return false
    }

    /// Gives the views what nothing holds back any more: withheld begins (and the ends of
    /// touches already over) and withheld ends.
    func releaseWithheld() {
        guard !isReleasing else { return needsRelease = true }
        isReleasing = true
        defer { isReleasing = false }
        repeat {
            needsRelease = false
            var began: [TouchRecord] = []
            var ended: [TouchRecord] = []
            var cancelled: [TouchRecord] = []
            for record in records { release(record, began: &began, ended: &ended, cancelled: &cancelled) }
            send(began, phase: .began)
            send(ended, phase: .ended)
            send(cancelled, phase: .cancelled)
        } while needsRelease
    }

    private func release(
        _ record: TouchRecord, began: inout [TouchRecord], ended: inout [TouchRecord],
        cancelled: inout [TouchRecord]
    ) {
        if record.viewDelivery == .withheldBegan, !holdsBegan(record) {
            guard !isSwallowed(record) else { return record.viewDelivery = .finished }
            began.append(record)
            record.viewDelivery = .delivering
            if record.touch.phase == .cancelled {
                cancelled.append(record)
                record.viewDelivery = .finished
            } else if record.touch.phase == .ended {
                record.viewDelivery = .withheldEnded
            }
        }
        if record.viewDelivery == .withheldEnded, !holdsEnded(record) {
            ended.append(record)
            record.viewDelivery = .finished
        }
    }

    /// Cancels, for the views, the touches `recognizer` is fed: views that had them get
    /// `touchesCancelled`; withheld ones are dropped.
    func cancelViewTouches(of recognizer: GestureRecognizer) {
        var cancelled: [TouchRecord] = []
        for record in records where record.feeds(recognizer) {
            switch record.viewDelivery {
            case .delivering, .withheldEnded: cancelled.append(record)
            case .notYet, .withheldBegan, .finished: break
            }
            record.viewDelivery = .finished
        }
        send(cancelled, phase: .cancelled)
    }

    /// Delivers each record's touch in `phase` to the view it began in, one call per view.
    private func send(_ records: [TouchRecord], phase: TouchPhase) {
        var groups: [(view: View, touches: [Touch], event: Event)] = []
        for record in records {
            guard let view = record.touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(record.touch)
            } else {
                groups.append((view, [record.touch], record.lastEvent))
            }
        }
        for group in groups {
            group.view.deliverTouches(group.touches, phase: phase, with: group.event)
        }
    }

    private func holdsBegan(_ record: TouchRecord) -> Bool {
        record.recognizers.contains { recognizer in
            recognizer.delaysTouchesBegan && recognizer.storedState == .possible
                && !hasDelayPassed(recognizer, since: record.beganAt)
        }
    }

    private func holdsEnded(_ record: TouchRecord) -> Bool {
        record.recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible }
    }

    /// Whether a recognizer under way, one that cancels its touches in the view, takes `record`.
    private func isSwallowed(_ record: TouchRecord) -> Bool {
        record.recognizers.contains { $0.cancelsTouchesInView && $0.storedState.isInProgress }
    }

    private func hasDelayPassed(_ recognizer: GestureRecognizer, since start: Double) -> Bool {
        guard let limit = recognizer.maximumTouchesBeganDelay, let now = clock?.now else { return false }
        return now + 1e-9 >= start + Swift.max(limit, 0)
    }

    private func scheduleRelease(of record: TouchRecord) {
        guard let clock else { return }
        let limits = record.recognizers.compactMap { $0.delaysTouchesBegan ? $0.maximumTouchesBeganDelay : nil }
        for limit in Set(limits) {
            clock.schedule(after: Swift.max(limit, 0)) { [weak self] in self?.releaseWithheld() }
        }
    }
}
