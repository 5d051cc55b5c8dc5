extension String {
    /// The regular expression this MonkeyTalk wildcard pattern stands for: `*` any text, `?` any
    /// one character, everything else itself. Checks and identifiers use it alike.
    var wildcardRegex: String {
        var regex = ""
        for character in self {
            switch character {
            case "*": regex += ".*"
            case "?": regex += "."
            case _ where "\\^$.|+()[]{}".contains(character): regex += "\\" + String(character)
            default: regex.append(character)
            }
        }
        return regex
    }
}
