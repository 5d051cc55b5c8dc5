extension Modifiers {
    private enum Key: String, CodingKey, CaseIterable {
        case timeout, thinkTime, retryDelay, ignore, shouldFail, abort, screenshotOnError
    }

    /// Reads modifiers from their JSON form, with the same rules as the text: times are whole
    /// milliseconds from 0 to 2,147,483,647, flags are `true` or `false`, a missing key takes
    /// the player's default.
    ///
    /// ```json
    /// { "retryDelay" : 250, "timeout" : 5000 }
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a value of the wrong type or out of range, or an unknown key.
    public init(from decoder: any Decoder) throws {
        try decoder.refuseUnknownKeys(Key.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: Key.self)
        func milliseconds(_ key: Key) throws -> Int? {
            // Read as a number of any kind, so a fraction is refused by name, at its path.
            guard let value = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
            guard value.rounded() == value, (0...Double(ModifierName.maximumMilliseconds)).contains(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription:
                        "expected whole milliseconds from 0 to \(ModifierName.maximumMilliseconds), "
                        + "found \(value.scriptDescription)")
            }
            return Int(value)
        }
        self.init(
            timeout: try milliseconds(.timeout), thinkTime: try milliseconds(.thinkTime),
            retryDelay: try milliseconds(.retryDelay),
            ignore: try container.decodeIfPresent(Bool.self, forKey: .ignore),
            shouldFail: try container.decodeIfPresent(Bool.self, forKey: .shouldFail),
            abort: try container.decodeIfPresent(Abort.self, forKey: .abort),
            screenshotOnError: try container.decodeIfPresent(Bool.self, forKey: .screenshotOnError))
    }
}
