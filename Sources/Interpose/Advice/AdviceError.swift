/// Why advice could not be installed.
public enum AdviceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Another advice on the same hook already has this name.
    case duplicateName(String, hook: String)
    /// The position names advice that is not installed on this hook.
    case unknownPosition(String, hook: String)
    /// The plugin that would own the advice is no longer installed.
    case ownerUninstalled(String)
    /// A type scope names a type that is neither a subclass nor a superclass of the hook's
    /// receiver, so the advice could never run.
    case unrelatedScope(type: String, hook: String)
    /// Two hook declarations use the same name; each hook needs a name of its own.
    case hookNameClash(String, first: String, second: String)
    /// The hook is declared sealed (``ThrowingHook/init(_:sealed:fileID:line:)``): it refuses
    /// all advice, including the markers of control-flow scopes.
    case sealedHook(String)
    /// The advice breaks an error rule the registry enforces (``AspectRegistry/enforce(_:)``);
    /// nothing of it was installed.
    case brokenRule(String, advice: String)

    /// A sentence naming the hook and the advice.
    public var description: String {
        switch self {
        case .duplicateName(let name, let hook):
            "advice named '\(name)' is already installed on \(hook)"
        case .unknownPosition(let name, let hook):
            "no advice named '\(name)' is installed on \(hook) to position against"
        case .ownerUninstalled(let owner):
            "plugin '\(owner)' is not installed; its context can no longer install advice"
        case .hookNameClash(let name, let first, let second):
            "two hooks are named '\(name)': one declared at \(first), one at \(second); give each its own name"
        case .sealedHook(let hook):
            "\(hook) is sealed: it refuses all advice"
        case .brokenRule(let rule, let advice):
            "\(advice) breaks the rule '\(rule)'; nothing of it was installed"
        case .unrelatedScope(let type, let hook):
            "\(type) is not related to the receiver of \(hook): advice scoped to it could never run"
        }
    }
}
