/// Which receivers an advice applies to.
///
/// ```swift
/// try registry.on(View.didInitHook, scope: .type(Button.self)).before { view, _ in … }  // buttons only
/// try registry.on(View.didInitHook, scope: .instance(canvas)).before { view, _ in … }   // one view
/// try registry.on(View.didInitHook, scope: .matching("hidden") { $0.isHidden }).before { … }
/// ```
public struct AdviceScope<Receiver: AnyObject>: Sendable, CustomStringConvertible {
    enum Storage: Sendable {
        case all
        case type(name: String, test: @Sendable (AnyObject) -> Bool, related: Bool)
        case instance(WeakReference)
        case predicate(label: String, test: @Sendable (Receiver) -> Bool)
        /// Receivers whose dynamic type passes `test`, as selectors narrow a hook's receivers.
        case receivers(label: String, test: @Sendable (AnyObject) -> Bool)
    }

    /// A test of the control flow a call runs in, asked after the receiver's.
    struct Condition: Sendable {
        /// The flow the test stands for, which explanations read.
        let flow: CompiledFlow
        var label: String { flow.label }
        var test: @Sendable () -> Bool { flow.test }
    }

    /// The four kinds of scope, as a byte the call path can switch on.
    @usableFromInline
    enum Kind: UInt8 {
        case all, type, instance, predicate
    }

    let storage: Storage
    /// Where in the control flow the advice applies, when not anywhere.
    var condition: Condition? = nil

    /// The name of a type scope's type when it is unrelated to `Receiver`, else `nil`.
    var unrelatedType: String? {
        if case .type(let name, _, false) = storage { return name }
        return nil
    }

    /// Which kind of scope this is: a condition makes any scope a predicate.
    var kind: Kind {
        if condition != nil { return .predicate }
        switch storage {
        case .all: return .all
        case .type, .receivers: return .type
        case .instance: return .instance
        case .predicate: return .predicate
        }
    }

    /// Receivers whose dynamic type passes `test`, described as `label`.
    static func receivers(_ label: String, _ test: @escaping @Sendable (AnyObject) -> Bool) -> Self {
        Self(storage: .receivers(label: label, test: test))
    }

    /// The same receivers, only where `flow` holds.
    func limited(to flow: CompiledFlow) -> Self {
        var scope = self
        scope.condition = Condition(flow: flow)
        return scope
    }

    /// Every receiver of the hook, whatever its dynamic type. The default.
    public static var all: Self { Self(storage: .all) }

    /// Receivers whose dynamic type is `type` or one of its subclasses.
    ///
    /// A type that is neither a subclass nor a superclass of the hook's receiver could never
    /// match: installing advice with such a scope throws ``AdviceError/unrelatedScope(type:hook:)``.
    /// (Swift generics cannot say "a subclass of `Receiver`", so this is checked at install.)
    /// To have the advice see the narrowed type, build it with ``Advice/before(as:_:)`` and its
    /// siblings.
    ///
    /// Advice on a hook declared by a superclass applies to subclass instances this way, and a
    /// subclass can be singled out without touching its superclass's other instances.
    public static func type<T: AnyObject>(_ type: T.Type) -> Self {
        let related = T.self is Receiver.Type || Receiver.self is T.Type
        return Self(storage: .type(name: String(describing: type), test: { $0 is T }, related: related))
    }

    /// One receiver, held weakly: the advice stops applying and is freed when it goes away.
    public static func instance(_ receiver: Receiver) -> Self {
        Self(storage: .instance(WeakReference(receiver)))
    }

    /// Receivers for which `predicate` returns `true`, asked on every call.
    ///
    /// - Parameters:
    ///   - label: Words that describe the predicate in advice listings.
    ///   - predicate: The test; keep it fast, it runs on the call path.
    public static func matching(
        _ label: String = "predicate",
        _ predicate: @escaping @Sendable (Receiver) -> Bool
    ) -> Self {
        Self(storage: .predicate(label: label, test: predicate))
    }

    /// The scope in words, as advice listings show it.
    public var description: String {
        let receivers =
            switch storage {
            case .all: "all receivers"
            case .type(let name, _, _): "\(name) and subclasses"
            case .instance(let reference): "instance \(reference.typeName) \(reference.address)"
            case .predicate(let label, _): "matching \(label)"
            case .receivers(let label, _): label
            }
        return condition.map { "\(receivers), \($0.label)" } ?? receivers
    }
}

/// A weak reference that remembers whom it pointed at.
final class WeakReference {
    weak let object: AnyObject?
    let identifier: ObjectIdentifier
    let typeName: String

    init(_ object: AnyObject) {
        self.object = object
        self.identifier = ObjectIdentifier(object)
        self.typeName = String(describing: type(of: object))
    }

    /// The referenced object's address, for descriptions.
    var address: String { "0x" + String(UInt(bitPattern: identifier), radix: 16) }
}

// The reference is only ever compared for identity and never hands the object out, so sharing
// it across threads cannot race on the object's state.
extension WeakReference: @unchecked Sendable {}
