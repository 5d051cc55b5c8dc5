/// One thing a person did at a terminal, decoded from the bytes the terminal sent: text typed,
/// a key that types nothing, or the mouse.
///
/// ```swift
/// var decoder = TerminalInputDecoder()
/// decoder.decode(Array("hi\u{1B}[A".utf8))   // [.text("hi"), .key(.up)]
/// ```
package enum TerminalInput: Hashable, Sendable {
    /// Printable characters, in the order typed.
    case text(String)
    /// A key that types nothing: an arrow, Enter, a control key…
    case key(TerminalKey)
    /// A mouse button, the wheel, or the pointer moving.
    case mouse(TerminalMouse)
}

/// A key that types nothing.
package enum TerminalKey: Hashable, Sendable {
    /// An arrow key.
    case up, down, left, right
    /// Enter (Return).
    case enter
    /// Tab, and Shift-Tab.
    case tab, backTab
    /// Backspace (the key left of `=` on most keyboards sends DEL, 0x7F).
    case backspace
    /// Delete (forward).
    case delete
    /// Escape, alone.
    case escape
    /// Home, End, Page Up and Page Down.
    case home, end, pageUp, pageDown
    /// A letter held with Control: `control("s")` for Ctrl-S.
    case control(Character)
}

/// The mouse, as xterm's SGR reporting (mode 1006) says: which button did what at which cell.
package struct TerminalMouse: Hashable, Sendable {
    /// What happened.
    package enum Action: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved with a button down.
        case drag
        /// A button came up.
        case release
        /// The pointer moved with no button down.
        case move
        /// The wheel turned up (away from the person) or down.
        case wheelUp, wheelDown
    }

    /// What happened.
    var action: Action
    /// The button: 0 left, 1 middle, 2 right; 3 when none is down.
    var button: Int
    /// The cell's column, from 0 at the left.
    var column: Int
    /// The cell's row, from 0 at the top.
    var row: Int

    /// Creates a mouse report.
    ///
    /// - Parameters:
    ///   - action: What happened.
    ///   - button: The button, 0 (left) by default.
    ///   - column: The cell's column, from 0.
    ///   - row: The cell's row, from 0.
    package init(_ action: Action, button: Int = 0, column: Int, row: Int) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
    }
}
