extension Command: CustomStringConvertible {
    /// The command as a line of script text, without a line feed.
    ///
    /// ```swift
    /// Command("Label", "msg", "Verify", ["Welcome back"], modifiers: Modifiers(timeout: 3000)).text
    /// // Label msg Verify "Welcome back" %timeout=3000
    /// ```
    public var text: String {
        var printer = ScriptPrinter()
        printer.append(command: self)
        return printer.output
    }

    /// The command as a line of script text, the same as ``text``.
    public var description: String { text }
}
