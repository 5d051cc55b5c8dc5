/// Turns the bytes a terminal sends into ``TerminalInput`` values: UTF-8 text, control keys,
/// CSI and SS3 key sequences (arrows, Home, Page Up…), and xterm's SGR mouse reports
/// (`ESC [ < b ; x ; y M` for a press, drag or wheel, `m` for a release).
///
/// Bytes may arrive split anywhere: an incomplete sequence waits for the rest in the next
/// call. A lone Escape cannot be told from the start of a sequence until no more bytes come;
/// call ``flush()`` when the terminal has been quiet. Bytes that make no sense (a broken UTF-8
/// sequence, an unknown or overlong escape sequence) are dropped, never a crash.
///
/// ```swift
/// var decoder = TerminalInputDecoder()
/// decoder.decode(Array("\u{1B}[<0;10;5M".utf8))   // [.mouse(.init(.press, column: 9, row: 4))]
/// decoder.decode([0x13])                          // [.key(.control("s"))]
/// ```
package struct TerminalInputDecoder: Sendable {
    /// The longest escape sequence decoded; a longer one is garbage, dropped whole.
    static let longestSequence = 32
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Whether bytes are waiting for the rest of their sequence.
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes`, after whatever was pending, into inputs; consecutive characters are
    /// one ``TerminalInput/text(_:)``.
    ///
    /// - Parameter bytes: What the terminal sent.
    /// - Returns: The inputs complete so far, in order.
    package mutating func decode(_ bytes: [UInt8]) -> [TerminalInput] {
        pending += bytes
        var inputs: [TerminalInput] = []
        var index = 0
        while index < pending.count {
            guard let (input, length) = Self.next(in: pending, at: index) else { break }
            index += length
            guard let input else { continue }
            if case .text(let more) = input, case .text(let text)? = inputs.last {
                inputs[inputs.count - 1] = .text(text + more)
            } else {
                inputs.append(input)
            }
        }
        pending.removeFirst(index)
        return inputs
    }

    /// Ends whatever is pending, when the terminal has been quiet: a lone Escape is the
    /// Escape key; anything else left is dropped.
    ///
    /// - Returns: The Escape key, or nothing.
    package mutating func flush() -> [TerminalInput] {
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.key(.escape)] : []
    }

    /// The input starting at `index` and how many bytes it took (a `nil` input for bytes
    /// dropped), or `nil` when the bytes there are incomplete.
    static func next(in bytes: [UInt8], at index: Int) -> (TerminalInput?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(in: bytes, at: index)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x20...0x7E: return (.text(String(Unicode.Scalar(byte))), 1)
        case 0xC2...0xF4: return utf8(in: bytes, at: index)
        default: return (nil, 1)
        }
    }

    /// A multi-byte UTF-8 character, or the lead byte dropped when what follows is not one.
    private static func utf8(in bytes: [UInt8], at index: Int) -> (TerminalInput?, Int)? {
        let length = bytes[index] >= 0xF0 ? 4 : bytes[index] >= 0xE0 ? 3 : 2
        let available = bytes.count - index
        for offset in 1..<min(length, available) where bytes[index + offset] & 0xC0 != 0x80 { return (nil, 1) }
        guard available >= length else { return nil }
        let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}", scalar.value >= 0xA0 else {
            return (nil, length)
        }
        return (.text(text), length)
    }

    /// An escape sequence: CSI (`ESC [`), SS3 (`ESC O`), or Escape followed by something else
    /// (Escape, then that on its own).
    private static func escape(in bytes: [UInt8], at index: Int) -> (TerminalInput?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["): return csi(in: bytes, at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (finalKey(bytes[index + 2], parameters: []).map(TerminalInput.key), 3)
        default: return (.key(.escape), 1)
        }
    }

    /// A control sequence: parameter bytes up to a final byte from `@` to `~`.
    private static func csi(in bytes: [UInt8], at index: Int) -> (TerminalInput?, Int)? {
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return end - index < 8 * longestSequence ? nil : (nil, end - index) }
        // A byte that cannot be in a sequence breaks it: drop what came before it.
        guard (0x40...0x7E).contains(bytes[end]) else { return (nil, end - index) }
        guard end - index < longestSequence else { return (nil, end - index + 1) }
        let body = Array(bytes[(index + 2)..<end])
        let length = end - index + 1
        if body.first == UInt8(ascii: "<") {
            return (mouse(Array(body.dropFirst()), final: bytes[end]).map(TerminalInput.mouse), length)
        }
        let parameters = numbers(body)
        return (finalKey(bytes[end], parameters: parameters).map(TerminalInput.key), length)
    }

    /// The key a sequence's final byte (and first parameter, for `~`) names.
    private static func finalKey(_ final: UInt8, parameters: [Int]) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        case UInt8(ascii: "~"): tildeKey(parameters.first ?? 0)
        default: nil
        }
    }

    private static func tildeKey(_ code: Int) -> TerminalKey? {
        switch code {
        case 1, 7: .home
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        default: nil
        }
    }

    /// An SGR mouse report's `b ; x ; y` and its final `M` (press, drag, wheel) or `m`
    /// (release); coordinates from 1 become cells from 0.
    private static func mouse(_ body: [UInt8], final: UInt8) -> TerminalMouse? {
        let values = numbers(body)
        guard values.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let (code, column, row) = (values[0], max(values[1] - 1, 0), max(values[2] - 1, 0))
        let button = code & 3
        if final == UInt8(ascii: "m") { return TerminalMouse(.release, button: button, column: column, row: row) }
        if code & 64 != 0 {
            guard button < 2 else { return nil }
            return TerminalMouse(button == 0 ? .wheelUp : .wheelDown, button: button, column: column, row: row)
        }
        if code & 32 != 0 {
            return TerminalMouse(button == 3 ? .move : .drag, button: button, column: column, row: row)
        }
        return TerminalMouse(.press, button: button, column: column, row: row)
    }

    /// The `;`-separated numbers in `body`; a part that is not a number (or is too long to
    /// be one) is 0.
    private static func numbers(_ body: [UInt8]) -> [Int] {
        body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { part in
            guard part.count <= 6, !part.isEmpty, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return 0 }
            return part.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
    }
}
