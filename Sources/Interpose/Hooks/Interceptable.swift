/// A type whose methods can be intercepted through declared hooks.
///
/// A receiver names the ``AspectRegistry`` whose advice applies to calls made on it. Storing
/// the registry in a `let` property is the fastest form: a call through a hook then costs two
/// loads and a branch when nothing is installed.
///
/// ```swift
/// final class PaymentService: Interceptable {
///     let aspectRegistry: AspectRegistry
///     init(aspectRegistry: AspectRegistry = .current) { self.aspectRegistry = aspectRegistry }
/// }
/// ```
///
/// Types that do not name a registry use ``AspectRegistry/default``. A `var` works too: a
/// call keeps the registry it started with until it returns, whatever the property becomes
/// meanwhile.
///
/// Instance-scoped advice is held weakly and stops applying when its instance goes away. A type
/// that calls ``AspectRegistry/removeAdvice(scopedTo:)`` from its `deinit` also frees that
/// advice at once; otherwise it is freed at the registry's next change.
public protocol Interceptable: AnyObject, SendableMetatype {
    /// The registry whose advice applies to calls made on this receiver.
    var aspectRegistry: AspectRegistry { get }
}

extension Interceptable {
    /// The shared default registry, for types that do not keep one of their own.
    public var aspectRegistry: AspectRegistry { .default }
}
