/// A subcommand's words, sorted into positional arguments, flags and options with values.
///
/// Options take their value as the next word or after `=` (`--out script.mt`,
/// `--out=script.mt`); an option may repeat (`--secret A=1 --secret B=2`). `--help` and `-h`
/// are always accepted.
struct Arguments {
    private(set) var positionals: [String] = []
    private(set) var flags: Set<String> = []
    private(set) var options: [String: [String]] = [:]

    /// Sorts `words` for `command`, which knows `flags` and `options` (names without dashes).
    init(_ words: [String], command: String, flags: Set<String>, options: Set<String>) throws(UsageError) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            if word == "-h" || word == "--help" {
                self.flags.insert("help")
                continue
            }
            let body = word.drop(while: { $0 == "-" })
            let parts = body.split(separator: "=", maxSplits: 1)
            let name = String(parts.first ?? "")
            if flags.contains(name), parts.count == 1 {
                self.flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if parts.count == 2 {
                    value = String(parts[1])
                } else {
                    guard index < words.count else { throw UsageError("\(command): option --\(name) needs a value") }
                    value = words[index]
                    index += 1
                }
                self.options[name, default: []].append(value)
            } else {
                throw UsageError("\(command): unknown option \(word) (try \(command) --help)")
            }
        }
    }

    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for `option`.
    func value(_ option: String) -> String? { options[option]?.last }

    /// Every value given for `option`, in order.
    func values(_ option: String) -> [String] { options[option] ?? [] }

    /// The positional arguments, refusing more than `limit`.
    func positionals(atMost limit: Int, command: String) throws(UsageError) -> [String] {
        guard positionals.count <= limit else {
            throw UsageError("\(command): unexpected argument \(positionals[limit]) (try \(command) --help)")
        }
        return positionals
    }
}
