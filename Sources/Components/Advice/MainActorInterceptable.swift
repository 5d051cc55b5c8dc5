import Interpose

/// An `Interceptable` type whose hooks are only ever called on the main actor.
///
/// Every component (``Responder`` and its subclasses) is one. The promise is what lets
/// ``MainActorAdvisor`` run advice as main-actor code: the advice runs on the thread that calls
/// the hook, and for these types that is the main thread.
///
/// Conform a type only if every call through its hooks happens on the main actor, as it does
/// for a `@MainActor` class whose hooked methods are isolated to it.
public protocol MainActorInterceptable: Interceptable, Sendable {}
