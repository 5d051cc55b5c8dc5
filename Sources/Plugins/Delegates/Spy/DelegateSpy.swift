import Components
import Interpose

/// A test spy on a component's delegate or data source: records every call in order, with its
/// arguments and answer, and forwards it to the real delegate, or answers with a stub where the
/// test says.
///
/// ```swift
/// let spy = try DelegateSpy(delegateOf: picker)      // a DelegateSpy<PickerViewDelegateCall>
/// try input.spin(picker, component: 0, rows: 2)
/// #expect(spy.wasCalled(with: .didSelectRow(row: 2, component: 0)))
/// #expect(model.month == 3)                           // the real delegate heard it too
/// spy.stub(.titleForRow) { row, _ in "Row \(row)" }
/// #expect(picker.title(forRow: 4, inComponent: 0) == "Row 4")
/// spy.remove()                                        // the picker has the model back
/// ```
///
/// It is built on the same proxies as ``DelegateForwarding``: creating it puts a proxy
/// reporting to the spy in the component's slot (setting the slot again, through its hook, so
/// a table or picker reloads as for any new delegate), and advice on that one component's
/// `setDelegate` (or `setDataSource`) hook wraps whatever the app sets later. A component with
/// no delegate yet is fine: the first one set is wrapped. `nil` stays `nil`: a spy records
/// calls to a delegate, so give the component one to spy on.
///
/// Every recorded call is a typed event (``PickerViewDelegateCall`` and its siblings) whose
/// ``DelegateCallEvent/sequence`` orders it against every other spy's calls:
/// `a.calls[0].happened(before: b.calls[0])`. Reading is thread-safe; a call appears once it
/// has been answered, listed in the order calls started.
///
/// ``remove()`` gives the component its delegate back. Dropping the spy stops recording and
/// wrapping, and leaves the proxy in place, forwarding only, until the slot is next set.
public final class DelegateSpy<Event: DelegateCallEvent>: Sendable {
    /// An answer in place of the real delegate's, for the calls it matches.
    typealias Stub = @MainActor @Sendable (Event.Call) -> Event.Answer?

    struct State: Sendable {
        var calls: [Event] = []
        var stubs: [(name: String, answer: Stub)] = []
        var token: AdviceToken?
    }

    let state = Locked(State())
    let channel: SpyChannel<Event>
    /// Takes the spy's proxy out of its component.
    private let unwrap: @MainActor @Sendable () -> Void

    /// Spies on `slot` of `component`: advice on the slot's hook for that one component, then
    /// the slot set again so its current value is wrapped.
    @MainActor
    init<Component, Value>(slot: DelegateSlot<Component, Value>, on component: Component) throws(AdviceError) {
        let channel = SpyChannel<Event>()
        let wrapper = SlotWrapper(slot: slot, channel: channel)
        self.channel = channel
        self.unwrap = { [weak component] in
            if let component { wrapper.unwrap(component) }
        }
        channel.spy = self
        let token = try wrapper.install(through: component.aspectRegistry, scope: .instance(component))
        state.withLock { $0.token = token }
        if let current = slot.read(component) { slot.write(component, current) }
    }

    deinit {
        state.withLock { $0.token }?.remove()
    }

    /// Whether the spy is still wrapping the component's delegate.
    ///
    /// ```swift
    /// spy.remove()
    /// #expect(!spy.isInstalled)
    /// ```
    public var isInstalled: Bool {
        state.withLock { $0.token }?.isInstalled ?? false
    }

    /// Stops spying: the component gets its delegate back (the spy's proxy is taken out, even
    /// from inside other proxies of this library), and later calls are neither recorded nor
    /// stubbed. The calls recorded so far stay readable. Removing twice does nothing.
    ///
    /// ```swift
    /// spy.remove()
    /// #expect(picker.delegate === model)
    /// ```
    @MainActor
    public func remove() {
        state.withLock { $0.token }?.remove()
        channel.spy = nil
        unwrap()
    }

    /// Adds a finished call, keeping the list in the order calls started.
    func record(_ event: Event) {
        state.withLock { state in
            var index = state.calls.endIndex
            while index > state.calls.startIndex, state.calls[index - 1].sequence > event.sequence { index -= 1 }
            state.calls.insert(event, at: index)
        }
    }

    /// The stubbed answer to `call`, if a stub matches it. Stubs run outside the lock.
    @MainActor
    func stubbedAnswer(for call: Event.Call) -> Event.Answer? {
        let stubs = state.withLock { $0.stubs }
        for stub in stubs {
            if let answer = stub.answer(call) { return answer }
        }
        return nil
    }
}

extension DelegateSpy: CustomStringConvertible {
    /// The protocol and how many calls the spy has recorded, such as
    /// `DelegateSpy(PickerViewDelegate: 3 calls)`.
    public var description: String {
        let count = callCount
        return "DelegateSpy(\(Event.protocolName): \(count) call\(count == 1 ? "" : "s"))"
    }
}
