/// Why a checkpoint could not be recorded.
public enum CheckpointError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The component has no such property (or, with `nil`, no default property).
    case noProperty(String, String?)
    /// The property is a secure text field's text.
    case secret(String)

    /// What went wrong, naming the component.
    public var description: String {
        switch self {
        case .noProperty(let component, let property?): "\(component) has no property \"\(property)\" to verify"
        case .noProperty(let component, nil): "\(component) has no default property to verify; name one"
        case .secret(let component): "\(component) is a secure text field; its text is never recorded"
        }
    }
}
