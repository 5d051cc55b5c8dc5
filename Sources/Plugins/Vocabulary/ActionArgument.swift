import Components

/// One argument of a declared action: its name, what it takes, and whether it may be left out.
///
/// An action's arguments are read in order; optional ones come last, and each may be given only
/// when the optional ones before it are. A point takes two words (`x y`) and a path any even
/// number from four (`x1 y1 x2 y2 …`).
///
/// ```swift
/// CommandAction(on: StarRating.self, "Rate", .whole("stars", in: 1...5)) { rating, call in … }
/// CommandAction(on: View.self, "LongPress", .seconds("seconds").optional, .point("at").optional) { … }
/// ```
public struct ActionArgument: Sendable {
    /// What an argument takes.
    public enum Kind: Sendable, Equatable {
        /// A finite number.
        case number
        /// A number above zero.
        case positiveNumber
        /// A whole number, within the range when one is given.
        case whole(ClosedRange<Int>?)
        /// A whole number, or any other text: an item named by its index or by the text it shows
        /// (`Select 2`, `Select Lithium`). Only a word that is a whole number is a number.
        case wholeOrText
        /// A duration in seconds, from zero to the longest a script may wait.
        case seconds
        /// Any text, as written.
        case text
        /// Text a secret may stand in for: exactly `${name}` is filled from the secret `name`.
        case secretText
        /// A regular expression that must compile.
        case pattern
        /// One of these words, ignoring case.
        case choice([String])
        /// One of these words, ignoring case, all meaning the same: a switch such as
        /// `EnterText`'s `return` (MonkeyTalk's `enter`).
        case keyword([String])
        /// Two numbers, `x y`.
        case point
        /// Two or more points, `x1 y1 x2 y2 …`: the last argument of its action.
        case path
    }

    /// What the argument is called, as failures and the Commands article name it.
    public let name: String
    /// What it takes.
    public let kind: Kind
    /// Whether it may be left out.
    public let isOptional: Bool

    /// An argument called `name` that takes `kind`.
    public init(_ name: String, _ kind: Kind, isOptional: Bool = false) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
    }

    /// The same argument, which may be left out.
    public var optional: ActionArgument { ActionArgument(name, kind, isOptional: true) }

    /// A finite number.
    public static func number(_ name: String) -> ActionArgument { ActionArgument(name, .number) }
    /// A number above zero.
    public static func positiveNumber(_ name: String) -> ActionArgument { ActionArgument(name, .positiveNumber) }
    /// A whole number, within `range` when one is given.
    public static func whole(_ name: String, in range: ClosedRange<Int>? = nil) -> ActionArgument {
        ActionArgument(name, .whole(range))
    }
    /// A whole number, or any other text (an item's index, or the text it shows).
    public static func wholeOrText(_ name: String) -> ActionArgument { ActionArgument(name, .wholeOrText) }
    /// A duration in seconds.
    public static func seconds(_ name: String) -> ActionArgument { ActionArgument(name, .seconds) }
    /// Any text.
    public static func text(_ name: String) -> ActionArgument { ActionArgument(name, .text) }
    /// Text a secret may stand in for (`${name}`).
    public static func secretText(_ name: String) -> ActionArgument { ActionArgument(name, .secretText) }
    /// A regular expression.
    public static func pattern(_ name: String) -> ActionArgument { ActionArgument(name, .pattern) }
    /// One of `words`, ignoring case.
    public static func choice(_ name: String, _ words: [String]) -> ActionArgument {
        ActionArgument(name, .choice(words))
    }
    /// Exactly `word` (or one of `synonyms`), ignoring case, called by that word.
    public static func keyword(_ word: String, or synonyms: String...) -> ActionArgument {
        ActionArgument(word, .keyword([word] + synonyms))
    }
    /// Two numbers, `x y`, read as a point called `name`.
    public static func point(_ name: String) -> ActionArgument { ActionArgument(name, .point) }
    /// Two or more points, `x1 y1 x2 y2 …`.
    public static func path(_ name: String) -> ActionArgument { ActionArgument(name, .path) }

    /// How many words it takes; `nil` for a path, which takes any even number from four.
    var words: Int? {
        switch kind {
        case .point: 2
        case .path: nil
        default: 1
        }
    }

    /// The names failures list for it: `x, y` for a point.
    var wordNames: [String] {
        switch kind {
        case .point: ["x", "y"]
        case .path: ["x1", "y1", "x2", "y2", "…"]
        case .keyword(let words): [words.first ?? name]
        default: [name]
        }
    }

    /// How the Commands article writes it: `x y`, `value`, `left`, `right`… `(optional)` aside.
    var reference: String {
        switch kind {
        case .point: "`x y`"
        case .path: "`x1 y1 x2 y2 …`"
        case .choice(let words): words.map { "`\($0)`" }.joined(separator: ", ")
        case .keyword(let words): words.map { "`\($0)`" }.joined(separator: " or ")
        case .wholeOrText: "`\(name)` (number or text)"
        default: "`\(name)`"
        }
    }
}
