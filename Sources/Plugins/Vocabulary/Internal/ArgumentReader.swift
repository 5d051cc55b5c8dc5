import Components

/// Reads a command's arguments against its action's declared ones, with a message for every
/// way they can be wrong.
struct ArgumentReader {
    let command: Command
    let declared: [ActionArgument]
    let secrets: PlaybackSecrets

    private var words: [String] { command.arguments }

    /// The arguments, read and checked.
    func read() throws(PlaybackError) -> ActionArguments {
        try checkCount()
        var arguments = ActionArguments()
        var index = 0
        for argument in declared {
            guard index < words.count else { break }
            try read(argument, at: &index, into: &arguments)
        }
        return arguments
    }

    /// The argument counts the declaration accepts: the required words, then each optional
    /// argument added in turn.
    static func counts(of declared: [ActionArgument]) -> [Int] {
        var count = 0
        var counts: [Int] = []
        for argument in declared {
            if argument.isOptional, counts.isEmpty { counts.append(count) }
            count += argument.words ?? 0
            if argument.isOptional { counts.append(count) }
        }
        return counts.isEmpty ? [count] : counts
    }

    /// Whether `declared` is in an order a command can be read in: optional arguments after the
    /// required ones, and a path, if any, last.
    static func isInOrder(_ declared: [ActionArgument]) -> Bool {
        let firstOptional = declared.firstIndex(where: \.isOptional) ?? declared.count
        let path = declared.firstIndex { $0.kind == .path }
        return declared[firstOptional...].allSatisfy(\.isOptional) && (path.map { $0 == declared.count - 1 } ?? true)
    }

    /// How a failure says what an action expects: `no arguments`, `1 argument (value)`,
    /// `1 or 2 arguments (row, component)`.
    static func expectation(of declared: [ActionArgument]) -> String {
        if declared.contains(where: { $0.kind == .path }) {
            return "an even number of arguments, at least 4 (x1, y1, x2, y2, …)"
        }
        return expectation(counts(of: declared), declared.flatMap(\.wordNames))
    }

    /// `no arguments`, `1 argument (value)`, `1 or 2 arguments (row, component)`.
    static func expectation(_ counts: [Int], _ names: [String]) -> String {
        let list = names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"
        if counts == [0] { return "no arguments" }
        if counts.count == 1 { return "\(counts[0]) argument\(counts[0] == 1 ? "" : "s")\(list)" }
        let numbers = counts.map(String.init)
        return numbers.dropLast().joined(separator: ", ") + " or \(numbers.last ?? "") arguments\(list)"
    }

    private func checkCount() throws(PlaybackError) {
        guard Self.accepts(words.count, declared) else { throw countError() }
    }

    /// Whether `declared` arguments take `count` words: one of their counts, or, ending in a
    /// path, the words before it and an even number from four.
    static func accepts(_ count: Int, _ declared: [ActionArgument]) -> Bool {
        guard let path = declared.firstIndex(where: { $0.kind == .path }) else {
            return counts(of: declared).contains(count)
        }
        let rest = count - declared[..<path].reduce(0) { $0 + ($1.words ?? 0) }
        return rest >= 4 && rest.isMultiple(of: 2)
    }

    private func countError() -> PlaybackError {
        .argumentCount(
            action: command.action, type: command.componentType, expected: Self.expectation(of: declared),
            got: words.count)
    }

    private func read(
        _ argument: ActionArgument, at index: inout Int, into arguments: inout ActionArguments
    ) throws(PlaybackError) {
        let word = words[index]
        let name = argument.name
        switch argument.kind {
        case .number: arguments.set(.number(try number(index, name)), for: name)
        case .positiveNumber:
            let value = try number(index, name)
            guard value > 0 else { throw outOfRange("\(name) must be above 0, got \(word)") }
            arguments.set(.number(value), for: name)
        case .whole(let range): arguments.set(.whole(try whole(index, name, in: range)), for: name)
        case .seconds: arguments.set(.number(try seconds(index, name)), for: name)
        case .text: arguments.set(.text(word), for: name)
        case .wholeOrText: arguments.set(Int(word).map(ActionArguments.Value.whole) ?? .text(word), for: name)
        case .secretText: try secretText(word, name, into: &arguments)
        case .pattern:
            guard (try? Regex(word)) != nil else {
                throw .badPattern(action: command.action, type: command.componentType, pattern: word)
            }
            arguments.set(.text(word), for: name)
        case .choice(let choices): arguments.set(.text(try choice(word, name, choices)), for: name)
        case .keyword(let words): arguments.set(.text(try choice(word, Self.position(index), words)), for: name)
        case .point:
            let point = Point(x: try number(index, "x"), y: try number(index + 1, "y"))
            arguments.set(.point(point), for: name)
            index += 1
        case .path:
            arguments.set(.path(try path(from: index)), for: name)
            index = words.count
            return
        }
        index += 1
    }

    private func secretText(_ text: String, _ name: String, into arguments: inout ActionArguments) throws(PlaybackError)
    {
        guard let secret = SecretPlaceholder.name(of: text) else { return arguments.set(.text(text), for: name) }
        guard let value = secrets[secret] else { throw .missingSecret(name: secret) }
        arguments.noteSecret(secret, value: value)
        arguments.set(.text(value), for: name)
    }

    private func path(from start: Int) throws(PlaybackError) -> [Point] {
        var points: [Point] = []
        for index in stride(from: start, to: words.count, by: 2) {
            let number = (index - start) / 2 + 1
            points.append(Point(x: try self.number(index, "x\(number)"), y: try self.number(index + 1, "y\(number)")))
        }
        return points
    }

    private func number(_ index: Int, _ name: String) throws(PlaybackError) -> Double {
        guard let value = Double(words[index]), value.isFinite else {
            throw .notANumber(
                action: command.action, type: command.componentType, argument: name, value: words[index], whole: false)
        }
        return value
    }

    private func whole(_ index: Int, _ name: String, in range: ClosedRange<Int>?) throws(PlaybackError) -> Int {
        guard let value = Int(words[index]) else {
            throw .notANumber(
                action: command.action, type: command.componentType, argument: name, value: words[index], whole: true)
        }
        if let range, !range.contains(value) {
            let bounds =
                range.upperBound == Int.max
                ? "\(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw outOfRange("\(name) must be \(bounds), got \(value)")
        }
        return value
    }

    /// The longest wait or hold a script may ask for, in seconds: the same as its longest
    /// `%timeout`.
    static let maximumSeconds = Double(ModifierName.maximumMilliseconds) / 1_000

    private func seconds(_ index: Int, _ name: String) throws(PlaybackError) -> Double {
        let seconds = try number(index, name)
        guard seconds >= 0 else { throw outOfRange("\(name) must not be negative, got \(words[index])") }
        guard seconds <= Self.maximumSeconds else {
            throw outOfRange("\(name) must be at most \(Self.maximumSeconds.scriptDescription), got \(words[index])")
        }
        return seconds
    }

    private func choice(_ word: String, _ name: String, _ choices: [String]) throws(PlaybackError) -> String {
        guard let found = choices.first(where: { $0.lowercased() == word.lowercased() }) else {
            throw .notAChoice(
                action: command.action, type: command.componentType, argument: name, value: word, choices: choices)
        }
        return found
    }

    /// How a failure names the argument at `index` when it has no name of its own: `the second
    /// argument`.
    private static func position(_ index: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth"]
        return "the \(index < words.count ? words[index] : "\(index + 1)th") argument"
    }

    private func outOfRange(_ reason: String) -> PlaybackError {
        .outOfRange(action: command.action, type: command.componentType, reason: reason)
    }
}
