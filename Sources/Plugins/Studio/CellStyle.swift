/// How a terminal cell is painted: its colours (from the 256-colour palette; `nil` for the
/// terminal's own) and whether its character is bold, dim, underlined or in reverse video.
///
/// ```swift
/// let warning = CellStyle(foreground: 130, bold: true)
/// ```
package struct CellStyle: Hashable, Sendable {
    /// The character's colour, an index in the 256-colour palette.
    var foreground: UInt8?
    /// The cell's colour, an index in the 256-colour palette.
    package var background: UInt8?
    /// Whether the character is bold.
    var bold: Bool
    /// Whether the character is faint.
    var dim: Bool
    /// Whether the character is underlined.
    var underline: Bool
    /// Whether the colours are swapped.
    var inverse: Bool

    /// Creates a style; by default the terminal's own.
    ///
    /// - Parameters:
    ///   - foreground: The character's colour.
    ///   - background: The cell's colour.
    ///   - bold: Bold.
    ///   - dim: Faint.
    ///   - underline: Underlined.
    ///   - inverse: Reverse video.
    package init(
        foreground: UInt8? = nil, background: UInt8? = nil, bold: Bool = false, dim: Bool = false,
        underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
    }

    /// The terminal's own style.
    package static let plain = CellStyle()

    /// This style with `background` as the cell's colour.
    func on(_ background: UInt8?) -> CellStyle {
        var style = self
        style.background = background
        return style
    }

    /// The SGR sequence that sets this style from nothing: `ESC [ 0 ; … m`.
    var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if inverse { codes.append("7") }
        if let foreground { codes.append("38;5;\(foreground)") }
        if let background { codes.append("48;5;\(background)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
