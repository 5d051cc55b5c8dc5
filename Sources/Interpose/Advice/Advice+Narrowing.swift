/// Advice that sees the receiver as a subclass of the hook's receiver.
///
/// A hook declared on `Shape` hands advice a `Shape`. Advice meant for circles only would
/// otherwise be scoped with `.type(Circle.self)` and force-cast its receiver; these factories
/// do both at once:
///
/// ```swift
/// try registry.on(Shape.describeHook).install(.before(as: Circle.self) { circle, _ in print(circle.radius) })
/// ```
///
/// Installed with the default scope, such advice is scoped to the type and its subclasses; with
/// another scope it runs only for receivers that are also of the type. A type unrelated to the
/// hook's receiver is refused at install (``AdviceError/unrelatedScope(type:hook:)``).
extension Advice {
    /// Runs before the rest of the chain for receivers of type `type`, seeing them as that type.
    @inlinable
    public static func before<Narrowed: AnyObject>(
        as type: Narrowed.Type, _ body: @escaping @Sendable (Narrowed, Arguments) throws(Failure) -> Void
    ) -> Self {
        let advice = Self.before { (receiver, arguments) throws(Failure) in
            guard let narrowed = receiver as? Narrowed else { return }
            try body(narrowed, arguments)
        }
        return Self(body: advice.body, narrowing: .type(type))
    }

    /// Runs after the rest of the chain for receivers of type `type`, seeing them as that type.
    @inlinable
    public static func after<Narrowed: AnyObject>(
        as type: Narrowed.Type, _ body: @escaping @Sendable (Narrowed, Arguments, Result) throws(Failure) -> Void
    ) -> Self {
        let advice = Self.after { (receiver, arguments, result) throws(Failure) in
            guard let narrowed = receiver as? Narrowed else { return }
            try body(narrowed, arguments, result)
        }
        return Self(body: advice.body, narrowing: .type(type))
    }

    /// Replaces the rest of the chain for receivers of type `type`, seeing them as that type.
    @inlinable
    public static func instead<Narrowed: AnyObject>(
        as type: Narrowed.Type, _ body: @escaping @Sendable (Narrowed, Arguments) throws(Failure) -> Result
    ) -> Self {
        let advice = Self.around { (invocation) throws(Failure) -> Result in
            guard let narrowed = invocation.receiver as? Narrowed else { return try invocation.proceed() }
            return try body(narrowed, invocation.arguments)
        }
        return Self(body: advice.body, narrowing: .type(type))
    }
}
