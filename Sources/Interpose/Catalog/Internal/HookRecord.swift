// Unsafe: erased operations take the address of a call's typed arguments, so selector advice boxes only what it reads.

/// Everything a registry knows about one declared hook without knowing its types: what
/// listings and selectors read, and the operations that build typed advice for it.
///
/// A ``DeclaredHook`` wraps one. The operations are closures made by
/// ``SelectorBridge/operations()`` in the module that declares the hook, where its types are
/// concrete, so selector advice runs specialized code rather than generic code that looks its
/// types up on every call.
@usableFromInline
final class HookRecord: Sendable {
    let name: String
    let site: HookSite
    let key: HookKey
    let receiverType: any Interceptable.Type
    /// The arguments' and the result's types, as selectors by type test them.
    let types: (arguments: Any.Type, result: Any.Type)
    /// The arguments' type as listings and mismatch errors name it.
    var argumentsType: String { String(describing: types.arguments) }
    /// The result's type as listings and mismatch errors name it.
    var resultType: String { String(describing: types.result) }
    /// The error's type, as a cassette reads recorded errors back with it.
    let failure: any Error.Type
    /// The error's type as listings and mismatch errors name it.
    var failureType: String { String(describing: failure) }
    let isThrowing: Bool
    let isAsync: Bool
    let isSealed: Bool
    @usableFromInline let operations: HookOperations

    @usableFromInline
    init(
        name: String, site: HookSite, key: HookKey, receiver: any Interceptable.Type, arguments: Any.Type,
        result: Any.Type, failure: any Error.Type, isAsync: Bool, isSealed: Bool, operations: HookOperations
    ) {
        self.name = name
        self.site = site
        self.key = key
        self.receiverType = receiver
        self.types = (arguments, result)
        self.failure = failure
        self.isThrowing = ObjectIdentifier(failure) != ObjectIdentifier(Never.self)
        self.isAsync = isAsync
        self.isSealed = isSealed
        self.operations = operations
    }
}

/// What a registry can do with a hook it knows only by its record, each a closure specialized
/// for the hook's types.
@usableFromInline
struct HookOperations: Sendable {
    /// Builds the node that runs selector advice on this hook, or `nil` when the advice does
    /// not apply to this kind of hook (`async` around advice on a synchronous hook, say).
    @usableFromInline let makeNode: @Sendable (SelectorAdvice, NodeRecipe) -> AnyAdviceNode?
    /// Builds the node that keeps calls of this hook inside a region, for control-flow scopes.
    @usableFromInline let makeMarker: @Sendable (NodeRecipe, RegionGate) -> AnyAdviceNode
    /// Whether a type is the hook's receiver type or one of its subclasses.
    @usableFromInline let receiverAccepts: @Sendable (Any.Type) -> Bool
    /// The arguments a pointer points to, as `Any`.
    @usableFromInline let boxArguments: @Sendable (UnsafeRawPointer) -> Any
    /// The arguments of an around advice's frame, as `Any` (synchronous hooks).
    @usableFromInline let frameArguments: @Sendable (UnsafeMutableRawPointer) -> Any
    /// Whether a value is of the hook's arguments type.
    @usableFromInline let acceptsArguments: @Sendable (Any) -> Bool
    /// Whether a value is of the hook's result type.
    @usableFromInline let acceptsResult: @Sendable (Any) -> Bool
    /// Whether an error is of the hook's error type.
    @usableFromInline let acceptsError: @Sendable (any Error) -> Bool
    /// Runs the rest of a synchronous chain from an around advice's frame, with the frame's
    /// arguments.
    @usableFromInline let proceed: @Sendable (UnsafeMutableRawPointer) -> HookOutcome
    /// Runs the rest of a synchronous chain from an around advice's frame with other arguments,
    /// checked with ``acceptsArguments`` first.
    @usableFromInline let proceedWith: @Sendable (UnsafeMutableRawPointer, Any) -> HookOutcome

    @inlinable
    init(
        makeNode: @escaping @Sendable (SelectorAdvice, NodeRecipe) -> AnyAdviceNode?,
        makeMarker: @escaping @Sendable (NodeRecipe, RegionGate) -> AnyAdviceNode,
        receiverAccepts: @escaping @Sendable (Any.Type) -> Bool,
        boxArguments: @escaping @Sendable (UnsafeRawPointer) -> Any,
        frameArguments: @escaping @Sendable (UnsafeMutableRawPointer) -> Any,
        acceptsArguments: @escaping @Sendable (Any) -> Bool,
        acceptsResult: @escaping @Sendable (Any) -> Bool,
        acceptsError: @escaping @Sendable (any Error) -> Bool,
        proceed: @escaping @Sendable (UnsafeMutableRawPointer) -> HookOutcome,
        proceedWith: @escaping @Sendable (UnsafeMutableRawPointer, Any) -> HookOutcome
    ) {
        self.makeNode = makeNode
        self.makeMarker = makeMarker
        self.receiverAccepts = receiverAccepts
        self.boxArguments = boxArguments
        self.frameArguments = frameArguments
        self.acceptsArguments = acceptsArguments
        self.acceptsResult = acceptsResult
        self.acceptsError = acceptsError
        self.proceed = proceed
        self.proceedWith = proceedWith
    }
}
