/// Reading and writing a script's text.
extension Script {
    /// Reads a script from its text.
    ///
    /// Every line is read, a bad one does not stop the others, and every problem of the text is
    /// reported at once, each with its line and column. See <doc:ScriptLanguage> for the grammar.
    ///
    /// ```swift
    /// let script = try Script(parsing: "Button OK Tap %timeout=5000\n", file: "login.mt")
    /// script.commands[0].modifiers.timeout  // 5000
    /// ```
    ///
    /// - Parameters:
    ///   - text: The script's text.
    ///   - file: The name diagnostics give for the text, such as `login.mt`.
    /// - Throws: A ``ScriptError`` holding every diagnostic, when any line is bad.
    public init(parsing text: String, file: String = "script") throws(ScriptError) {
        self = try TextReader.read(Array(text.utf8), file: file).get()
    }

    /// Reads a script from the bytes of its text, such as a file's `Data` or `[UInt8]`.
    ///
    /// Bytes that are not UTF-8 are reported like any other problem, at the line and column of
    /// the first bad byte of each line they occur on.
    ///
    /// ```swift
    /// let script = try Script(parsing: try Data(contentsOf: url), file: url.lastPathComponent)
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The script's text, in UTF-8.
    ///   - file: The name diagnostics give for the text.
    /// - Throws: A ``ScriptError`` holding every diagnostic, when any line is bad.
    public init(parsing bytes: some Sequence<UInt8>, file: String = "script") throws(ScriptError) {
        self = try TextReader.read(Array(bytes), file: file).get()
    }

    /// The script's canonical text: each line followed by a line feed, tokens separated by one
    /// space, quotes only where needed, modifiers in a fixed order.
    ///
    /// Reading the text gives this script back, and text that is already canonical prints back
    /// unchanged: `try Script(parsing: text).text == text`.
    ///
    /// ```swift
    /// Script(commands: [Command("Input", "name", "EnterText", ["Ada Lovelace"])]).text
    /// // Input name EnterText "Ada Lovelace"\n
    /// ```
    public var text: String {
        var printer = ScriptPrinter()
        for line in lines { printer.append(line: line) }
        return printer.output
    }
}

extension Script: CustomStringConvertible {
    /// The script's canonical ``text``.
    public var description: String { text }
}
