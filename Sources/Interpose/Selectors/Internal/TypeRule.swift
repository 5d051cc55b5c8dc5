/// A rule on the type of a hook's arguments or result: what ``HookSelector/arguments(_:)``,
/// ``HookSelector/arguments(including:)`` and ``HookSelector/returns(_:)`` test.
///
/// Hooks are typed, so the test runs once per hook, when selector advice is installed or the
/// registry learns of a hook, never on a call.
struct TypeRule: Sendable {
    /// Which of a hook's types the rule reads.
    enum Part: Sendable {
        case arguments
        case result
    }

    let part: Part
    /// The rule as written, such as `arguments(including: Int)`.
    let description: String
    /// Whether a hook whose arguments (or result) are of the given type passes.
    let test: @Sendable (Any.Type) -> Bool

    /// Whether `hook`'s arguments or result, as `part` says, pass.
    func matches(_ hook: DeclaredHook) -> Bool {
        switch part {
        case .arguments: test(hook.record.types.arguments)
        case .result: test(hook.record.types.result)
        }
    }

    /// A type is `T` when it is `T` tuple labels aside, or, for a class, one of its subclasses.
    static func isA<T>(_ type: Any.Type, _ wanted: T.Type) -> Bool {
        if type is T.Type { return true }
        return TypeName.unlabeled(String(reflecting: type)) == TypeName.unlabeled(String(reflecting: wanted))
    }

    /// A tuple type includes `T` when one of its elements is exactly `T`.
    static func includes<T>(_ type: Any.Type, _ wanted: T.Type) -> Bool {
        guard let elements = TypeName.elements(of: String(reflecting: type)) else { return false }
        let name = String(reflecting: wanted)
        return elements.contains { TypeName.unlabeled($0.type) == TypeName.unlabeled(name) }
    }
}

/// Reads the names the runtime gives types (`String(reflecting:)`), for what a metatype does
/// not tell: the elements of a tuple.
enum TypeName {
    /// The elements of a tuple type's name, with their labels; `nil` when the name is not a
    /// tuple's (`()` has none).
    static func elements(of name: String) -> [(label: String?, type: String)]? {
        let characters = Array(name)
        guard characters.first == "(", closingParenthesis(in: characters) == characters.count - 1 else {
            return nil
        }
        let inner = characters[1..<(characters.count - 1)]
        guard !inner.isEmpty else { return [] }
        return topLevel(split: Array(inner)).map(labeled)
    }

    /// `name` with the labels of its tuple's elements taken off: `(Swift.Int, Swift.String)`
    /// for `(amount: Swift.Int, note: Swift.String)`.
    static func unlabeled(_ name: String) -> String {
        guard let elements = elements(of: name), elements.count > 1 else { return name }
        return "(" + elements.map(\.type).joined(separator: ", ") + ")"
    }

    /// Where the parenthesis that opens `characters` closes.
    private static func closingParenthesis(in characters: [Character]) -> Int? {
        depths(of: characters).firstIndex(of: 0)
    }

    /// The parts of `characters` between commas outside any brackets.
    private static func topLevel(split characters: [Character]) -> [String] {
        var (parts, current) = ([String](), "")
        for (character, depth) in zip(characters, depths(of: characters)) {
            if depth == 0, character == "," {
                parts.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingSpaces)
        return parts
    }

    /// An element as `label: Type` or `Type`: a label is a name before the first colon
    /// outside brackets (a dictionary's colon is inside its brackets).
    private static func labeled(_ element: String) -> (label: String?, type: String) {
        let characters = Array(element)
        for (index, depth) in depths(of: characters).enumerated() {
            guard depth == 0, characters[index] == ":" else { continue }
            let label = String(characters[..<index])
            guard label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
            return (label, String(characters[(index + 1)...]).trimmingSpaces)
        }
        return (nil, element)
    }

    /// The bracket depth after each of `characters`.
    private static func depths(of characters: [Character]) -> [Int] {
        var depth = 0
        return characters.indices.map { index in
            depth += change(of: characters[index], after: index > 0 ? characters[index - 1] : nil)
            return depth
        }
    }

    /// How `character` changes the bracket depth; the `>` of a function's `->` changes nothing.
    private static func change(of character: Character, after previous: Character?) -> Int {
        switch character {
        case "(", "<", "[": 1
        case ")", "]": -1
        case ">": previous == "-" ? 0 : -1
        default: 0
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
