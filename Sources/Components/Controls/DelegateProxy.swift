/// A delegate that stands in for another one and forwards to it, such as a proxy that records
/// every delegate call.
///
/// Components hold their delegates weakly, as UIKit does, so that a view controller that owns
/// a text field and is its delegate makes no retain cycle. A proxy, though, has no other owner:
/// held weakly it would vanish at once. So a component keeps a delegate that is a
/// `DelegateProxy` strongly, and the proxy holds the delegate it forwards to weakly, which keeps
/// the original's lifetime exactly as it was.
///
/// ```swift
/// final class RecordingProxy: TextFieldDelegate, DelegateProxy {
///     weak var original: (any TextFieldDelegate)?
///     var originalDelegate: AnyObject? { original }
///     …
/// }
/// ```
@MainActor
public protocol DelegateProxy: AnyObject {
    /// The delegate this proxy forwards to.
    var originalDelegate: AnyObject? { get }
}
