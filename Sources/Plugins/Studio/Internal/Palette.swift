/// The studio's colours, from the 256-colour palette: a light screen like the pictures',
/// readable on dark and light terminals alike because every cell sets its own background.
enum Palette {
    static let screen = CellStyle(foreground: 235, background: 255)
    static let text = screen
    static let bar = CellStyle(foreground: 235, background: 252)
    static let barTitle = CellStyle(foreground: 235, background: 252, bold: true)
    static let back = CellStyle(foreground: 25, background: 252)
    static let selected = CellStyle(foreground: 235, background: 153)
    static let separator = CellStyle(foreground: 250, background: 255)
    static let button = CellStyle(foreground: 231, background: 32, bold: true)
    static let buttonHighlighted = CellStyle(foreground: 231, background: 24, bold: true)
    static let field = CellStyle(foreground: 235, background: 231)
    static let fieldEditing = CellStyle(foreground: 235, background: 230)
    static let fieldBorder = CellStyle(foreground: 246, background: 231)
    static let fieldBorderEditing = CellStyle(foreground: 32, background: 230, bold: true)
    static let placeholder = fieldBorder
    static let caret = CellStyle(foreground: 231, background: 32)
    static let switchOn = CellStyle(foreground: 231, background: 35, bold: true)
    static let switchOff = CellStyle(foreground: 235, background: 250)
    static let track = CellStyle(foreground: 248, background: 255)
    static let trackFilled = CellStyle(foreground: 32, background: 255, bold: true)
    static let thumb = CellStyle(foreground: 24, background: 255, bold: true)
    static let control = CellStyle(foreground: 32, background: 253, bold: true)
    static let controlOff = CellStyle(foreground: 248, background: 253)
    static let segment = CellStyle(foreground: 235, background: 253)
    static let segmentSelected = CellStyle(foreground: 235, background: 231, bold: true)
    static let picker = CellStyle(foreground: 243, background: 253)
    static let pickerBand = CellStyle(foreground: 235, background: 251, bold: true)
    static let outline = CellStyle(foreground: 244, background: 255)
    static let checker = CellStyle(foreground: 251)
    static let indicator = CellStyle(foreground: 244, background: 255)
    static let badge = CellStyle(foreground: 231, background: 240)
}
