/// What a text field asks and tells its delegate as it is edited.
///
/// Every method has a default: allow everything, do nothing. Implement the ones you need:
///
/// ```swift
/// final class DigitsOnly: TextFieldDelegate {
///     func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString: String) -> Bool {
///         replacementString.allSatisfy(\.isNumber)
///     }
/// }
/// ```
///
/// A text field holds its delegate weakly, except a ``DelegateProxy``, which it keeps.
@MainActor
public protocol TextFieldDelegate: AnyObject, Sendable {
    /// Whether `field` may begin editing.
    func textFieldShouldBeginEditing(_ field: TextField) -> Bool
    /// `field` began editing.
    func textFieldDidBeginEditing(_ field: TextField)
    /// Whether `field` may stop editing.
    func textFieldShouldEndEditing(_ field: TextField) -> Bool
    /// `field` stopped editing.
    func textFieldDidEndEditing(_ field: TextField)
    /// Whether the characters of `field`'s text in `range` (character offsets) may be replaced
    /// by `replacementString`; an empty string deletes.
    func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString: String) -> Bool
    /// Whether `field` should act on the return key.
    func textFieldShouldReturn(_ field: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ field: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ field: TextField) {}
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ field: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ field: TextField) {}
    /// Allows every change.
    public func textField(
        _ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString: String
    ) -> Bool { true }
    /// Acts on return.
    public func textFieldShouldReturn(_ field: TextField) -> Bool { true }
}
