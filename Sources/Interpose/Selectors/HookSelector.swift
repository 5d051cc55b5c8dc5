/// Which hooks a piece of advice applies to, by name, receiver type, kind, and the types the
/// hooks take and return: AspectJ's pointcut for declared hooks.
///
/// ```swift
/// let views: HookSelector = "View.*"                         // a name pattern
/// let delegates: HookSelector = "*.setDelegate"
/// let buttons = HookSelector.receiver(Button.self)           // hooks a Button's calls go through
/// let payments = HookSelector.arguments(including: Money.self) // hooks taking a Money, among others
/// let risky = HookSelector.throwing && !.named("Vault.*")    // combinations
/// try registry.on(matching: views || delegates).before { call in print(call.hook.name) }
/// ```
///
/// A selector matches the hooks a registry knows of (``AspectRegistry/knownHooks()``) when
/// advice is installed, and every hook the registry learns of later. Sealed hooks never match.
public struct HookSelector: Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    indirect enum Rule: Sendable {
        case any
        case name(NamePattern)
        case receiver(ReceiverRule)
        case type(TypeRule)
        case throwing
        case async
        case exactly(HookKey, name: String)
        case not(Rule)
        case and(Rule, Rule)
        case or(Rule, Rule)
    }

    let rule: Rule

    init(_ rule: Rule) {
        self.rule = rule
    }

    /// A selector from a name pattern; see ``named(_:)``.
    ///
    /// - Parameter pattern: The pattern.
    public init(stringLiteral pattern: String) {
        self.init(.name(NamePattern(pattern)))
    }

    /// Every hook.
    public static var any: Self { Self(.any) }

    /// Hooks whose name matches `pattern`, where `*` stands for any run of characters (dots
    /// included) and `?` for any one character: `"View.*"`, `"*.setDelegate"`,
    /// `"ScrollView.delegate.*"`.
    ///
    /// - Parameter pattern: The pattern, compared with the whole name, case sensitively.
    /// - Returns: The selector.
    public static func named(_ pattern: String) -> Self {
        Self(.name(NamePattern(pattern)))
    }

    /// Hooks that calls on a `type` (or one of its subclasses) go through.
    ///
    /// A hook declared by `type` or a subclass matches for all its receivers; a hook declared
    /// by a superclass (`View.didInitHook` for `Button`) matches too, and its advice runs only
    /// for receivers that are a `type`. A hook of an unrelated type does not match.
    ///
    /// - Parameter type: The receiver type.
    /// - Returns: The selector.
    public static func receiver<T: AnyObject>(_ type: T.Type) -> Self {
        Self(.receiver(ReceiverRule(type)))
    }

    /// Hooks whose arguments are a `type`: the single argument's type, or the arguments tuple
    /// as a whole, labels aside (`.arguments((String, Int).self)`); for a class, a subclass
    /// too. Hooks with no arguments take `Void`.
    ///
    /// - Parameter type: The arguments' type.
    /// - Returns: The selector.
    public static func arguments<T>(_ type: T.Type) -> Self {
        Self(
            .type(
                TypeRule(part: .arguments, description: "arguments(\(type))") { TypeRule.isA($0, type) }))
    }

    /// Hooks one of whose arguments is a `type`, AspectJ's `args(.., T, ..)`: the single
    /// argument (for a class, a subclass too), or an element of the arguments tuple of exactly
    /// that type.
    ///
    /// ```swift
    /// // Every hook that takes an account, whatever else it takes.
    /// try registry.on(matching: .arguments(including: Account.self)).before { call in audit(call) }
    /// ```
    ///
    /// - Parameter type: The type one argument has.
    /// - Returns: The selector.
    public static func arguments<T>(including type: T.Type) -> Self {
        Self(
            .type(
                TypeRule(part: .arguments, description: "arguments(including: \(type))") {
                    TypeRule.isA($0, type) || TypeRule.includes($0, type)
                }))
    }

    /// Hooks whose result is a `type` (for a class, a subclass too); `.returns(Void.self)` for
    /// hooks that return nothing.
    ///
    /// - Parameter type: The result's type.
    /// - Returns: The selector.
    public static func returns<T>(_ type: T.Type) -> Self {
        Self(.type(TypeRule(part: .result, description: "returns(\(type))") { TypeRule.isA($0, type) }))
    }

    /// Hooks that can throw.
    public static var throwing: Self { Self(.throwing) }

    /// `async` hooks.
    public static var async: Self { Self(.async) }

    /// Exactly `hook`.
    ///
    /// - Parameter hook: The hook.
    /// - Returns: The selector.
    public static func hook(_ hook: DeclaredHook) -> Self {
        Self(.exactly(hook.record.key, name: hook.name))
    }

    /// Hooks both selectors match.
    public static func && (lhs: Self, rhs: Self) -> Self { Self(.and(lhs.rule, rhs.rule)) }

    /// Hooks either selector matches.
    public static func || (lhs: Self, rhs: Self) -> Self { Self(.or(lhs.rule, rhs.rule)) }

    /// Hooks the selector does not match.
    public static prefix func ! (selector: Self) -> Self { Self(.not(selector.rule)) }

    /// The selector as written, such as `View.* && !receiver(Button)`.
    public var description: String { rule.description }
}

extension HookSelector.Rule: CustomStringConvertible {
    var description: String {
        switch self {
        case .any: "*"
        case .name(let pattern): pattern.text
        case .receiver(let rule): "receiver(\(rule.name))"
        case .type(let rule): rule.description
        case .throwing: "throwing"
        case .async: "async"
        case .exactly(_, let name): name
        case .not(let rule): "!\(rule.operand)"
        case .and(let lhs, let rhs): "\(lhs.operand) && \(rhs.operand)"
        case .or(let lhs, let rhs): "\(lhs.operand) || \(rhs.operand)"
        }
    }

    /// The rule as an operand of another: combinations in parentheses.
    private var operand: String {
        switch self {
        case .and, .or: "(\(description))"
        default: description
        }
    }
}

/// A receiver type, as a selector tests it.
struct ReceiverRule: Sendable {
    /// The type's name.
    let name: String
    /// Whether a hook's receiver type is the type or one of its subclasses.
    let covers: @Sendable (Any.Type) -> Bool
    /// Hands the type to a test of a hook's receiver type: "is it a subclass of yours?".
    let probe: @Sendable (@Sendable (Any.Type) -> Bool) -> Bool
    /// Whether a receiver is of the type.
    let test: @Sendable (AnyObject) -> Bool

    init<T: AnyObject>(_ type: T.Type) {
        name = String(describing: type)
        covers = { $0 is T.Type }
        probe = { $0(T.self) }
        test = { $0 is T }
    }
}

/// A name pattern with `*` and `?` wildcards.
struct NamePattern: Sendable {
    let text: String
    private let characters: [Character]

    init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    /// Whether `name` matches the whole pattern.
    func matches(_ name: String) -> Bool {
        let name = Array(name)
        var (p, n) = (0, 0)
        var (star, resume) = (-1, 0)
        while n < name.count {
            if p < characters.count, characters[p] == "?" || characters[p] == name[n] {
                p += 1
                n += 1
            } else if p < characters.count, characters[p] == "*" {
                (star, resume) = (p, n)
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
