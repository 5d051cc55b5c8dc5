/// A session as one self-contained HTML page: a timeline across the top, the command list
/// down the side, and a frame per command showing the screen before it, its target outlined
/// and its touches drawn.
///
/// The page needs no network and no scripts: styles and pictures are inline, and links do
/// the navigating (a click on the timeline or the list jumps to the frame, which is
/// highlighted). Each frame has the command's line, its outcome (for a replay), its virtual
/// time and how long it took, the touches in words, why it failed, and for a failed `Verify`
/// what it expected beside what it found. Passed, failed, skipped and not-run commands each
/// have their colour, in the timeline, the list and the frame.
///
/// Pictures share their parts: each distinct component is drawn once and placed by reference
/// wherever it shows again, so a long session stays small (a thousand commands on a form,
/// no two screens alike, make a page of about 1.8 MB).
///
/// ```swift
/// let page = SessionPage(frames: camera.frames, title: "Checkout replay")
/// try page.html.write(toFile: "replay.html", atomically: true, encoding: .utf8)
/// ```
///
/// The page is also well-formed XML, so tools can read it with any XML parser.
public struct SessionPage: Hashable, Sendable {
    /// The frames, one per command, in order.
    public var frames: [SessionFrame]
    /// The page's title.
    public var title: String

    /// Creates a page of `frames`.
    ///
    /// - Parameters:
    ///   - frames: A frame per command, in order, as a ``SessionCamera`` makes them.
    ///   - title: The page's title.
    public init(frames: [SessionFrame], title: String = "Session") {
        self.frames = frames
        self.title = title
    }

    /// A page of a suite's run: each test case's frames in turn, headed by its name in the
    /// command list and named in each frame.
    public init(testCases: [(name: String, frames: [SessionFrame])], title: String) {
        var frames: [SessionFrame] = []
        for (name, own) in testCases {
            for var frame in own {
                frame.testCase = name
                frame.index = frames.count
                frames.append(frame)
            }
        }
        self.init(frames: frames, title: title)
    }

    /// Whether the frames are a replay's (they have outcomes) rather than a recording's.
    public var isReplay: Bool { frames.contains { $0.outcome != nil } }

    /// The page, as one HTML document.
    public var html: String {
        let library = SVGLibrary(sharesComponents: true)
        let writer = SVGWriter(library: library)
        let replay = isReplay
        var articles = ""
        for frame in frames { articles += article(frame, writer: writer, replay: replay) }
        if frames.isEmpty { articles = "<p class=\"empty\">No commands.</p>" }
        return """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(Markup.escaped(title))</title>
            <style>
            \(PageStyle.page)\(PictureStyle.components)\(PictureStyle.overlay)</style>
            </head>
            <body>
            \(header)
            <div class="layout">
            \(commandList(replay: replay))
            <main class="frames">
            \(articles)
            </main>
            </div>
            <svg xmlns="http://www.w3.org/2000/svg" class="library" width="0" height="0" aria-hidden="true">
            \(library.defs)
            </svg>
            </body>
            </html>

            """
    }
}
