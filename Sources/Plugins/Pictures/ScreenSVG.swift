import Components

/// A picture of a screen as SVG: every component a box at its place, drawn as a person
/// recognises it, with its identity shown on hover.
///
/// Views are drawn at their frames with their transforms (a zoomed or rotated view is drawn
/// zoomed or rotated); labels, buttons and fields show their text (a secure field its
/// bullets); switches, sliders, steppers, segmented controls and pickers their state; tables
/// their visible rows; scroll views their scroll position and zoom. Each component's
/// `<title>` names it as messages do (`Button "save"`), which a browser shows on hover.
///
/// ```swift
/// let svg = ScreenSVG(ScreenSnapshot(application: app)).document(title: "Settings")
/// try svg.write(toFile: "settings.svg", atomically: true, encoding: .utf8)
/// ```
public struct ScreenSVG: Hashable, Sendable {
    /// The screen drawn.
    public var snapshot: ScreenSnapshot

    /// Creates a picture of `snapshot`.
    public init(_ snapshot: ScreenSnapshot) {
        self.snapshot = snapshot
    }

    /// The picture as a standalone SVG document, its styles and definitions inside it.
    ///
    /// - Parameter title: The document's title, shown by viewers; the screen's time when `nil`.
    /// - Returns: The SVG document, one UTF-8 string.
    public func document(title: String? = nil) -> String {
        let library = SVGLibrary(sharesComponents: false)
        let body = SVGWriter(library: library).screen(snapshot)
        let (width, height) = (Markup.number(snapshot.size.width), Markup.number(snapshot.size.height))
        let name = title ?? "Screen at \(Markup.seconds(snapshot.time))"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" width="\(width)" \
            height="\(height)" \(PictureStyle.font)>
            <title>\(Markup.escaped(name))</title>
            <style>
            \(PictureStyle.components)</style>
            \(library.defs)
            \(body)</svg>

            """
    }
}
