/// The colours of the studio around the screen: its title, the script, the status and help.
enum Chrome {
    static let title = CellStyle(foreground: 231, background: 24, bold: true)
    static let status = CellStyle(foreground: 250)
    static let help = CellStyle(foreground: 235, background: 250)
    static let heading = CellStyle(bold: true, underline: true)
    static let number = CellStyle(foreground: 244)
    static let command = CellStyle()
    static let warning = CellStyle(foreground: 178)
    static let failure = CellStyle(foreground: 203)
    static let playing = CellStyle(foreground: 16, background: 229, bold: true)
    static let passed = CellStyle(foreground: 78)
    static let failed = CellStyle(foreground: 203, bold: true)
    static let highlight: UInt8 = 229
    static let trail = CellStyle(foreground: 160, bold: true)
}
