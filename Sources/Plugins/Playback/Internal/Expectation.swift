import Components

/// What a check expects: of a property's value, or of the component itself.
enum Expectation {
    case equals(String)
    case differs(String)
    case matches(String)
    case doesNotMatch(String)
    case fits(String)
    case doesNotFit(String)
    /// The component is there.
    case present
    /// The component is not there.
    case absent

    /// Whether `value` is what is expected (any value is, for ``present``).
    func holds(for value: String) -> Bool {
        switch self {
        case .equals(let expected): value == expected
        case .differs(let unexpected): value != unexpected
        case .matches(let pattern): Self.wholeMatch(value, pattern)
        case .doesNotMatch(let pattern): !Self.wholeMatch(value, pattern)
        case .fits(let pattern): ComponentProperties.fits(value, wildcard: pattern)
        case .doesNotFit(let pattern): !ComponentProperties.fits(value, wildcard: pattern)
        case .present: true
        case .absent: false
        }
    }

    /// Whether the check reads a property (rather than asking whether the component is there).
    var readsProperty: Bool {
        switch self {
        case .present, .absent: false
        default: true
        }
    }

    /// What is expected, as a failure says it: `"Hello"`, `anything but "Hello"`,
    /// `a whole match of /H.*/`, `text fitting H*`.
    var wording: String {
        switch self {
        case .equals(let expected): "\"\(expected)\""
        case .differs(let unexpected): "anything but \"\(unexpected)\""
        case .matches(let pattern): "a whole match of /\(pattern)/"
        case .doesNotMatch(let pattern): "no whole match of /\(pattern)/"
        case .fits(let pattern): "text fitting \(pattern)"
        case .doesNotFit(let pattern): "text not fitting \(pattern)"
        case .present: "the component on screen"
        case .absent: "no such component on screen"
        }
    }

    /// Whether the regular expression `pattern` matches all of `value`; a pattern that does
    /// not compile matches nothing.
    static func wholeMatch(_ value: String, _ pattern: String) -> Bool {
        (try? Regex(pattern)).flatMap { value.wholeMatch(of: $0) } != nil
    }
}
