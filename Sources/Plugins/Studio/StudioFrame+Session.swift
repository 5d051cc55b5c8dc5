import Components

extension StudioFrame {
    /// The frame of `session` now: the app shown (the replay's, while one is shown), its
    /// script with warnings and replay marks, and the target of the command playing.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - screen: The snapshot of the app shown, if the caller has taken it already.
    ///   - title: The title row's text.
    ///   - pointer: The pointer's cell.
    ///   - layout: The layout, to name the component under the pointer.
    @MainActor
    package init(
        session: StudioSession, screen: ScreenSnapshot? = nil, title: String, pointer: CellPosition?,
        layout: StudioLayout?
    ) {
        let screen = screen ?? ScreenSnapshot(application: session.shownApplication)
        let replay = session.replay
        let highlight = replay.flatMap { replay in
            replay.playing.flatMap { screen.target(of: replay.commands[$0])?.frame }
        }
        let point = pointer.flatMap { layout?.point(column: $0.column, row: $0.row) }
        self.init(
            screen: screen, script: Self.lines(session.recorder.recordedCommands, replay: replay), highlight: highlight,
            title: title, message: replay?.summary ?? session.message, pointer: pointer,
            pointerName: point.flatMap(session.componentName(at:)), trail: session.isTouching ? session.trail : [])
    }

    /// The script's lines: each command numbered, its warnings above it; with a replay, each
    /// command marked, and the reason a failed one failed below it.
    @MainActor
    static func lines(_ recorded: [RecordedCommand], replay: StudioReplay?) -> [ScriptPaneLine] {
        var lines: [ScriptPaneLine] = []
        for (index, command) in recorded.enumerated() {
            for warning in command.warnings { lines.append(ScriptPaneLine(.warning, "warning: " + warning)) }
            var mark = ScriptPaneLine.Mark.none
            if let replay {
                if replay.playing == index { mark = .playing }
                if index < replay.results.count { mark = replay.results[index].outcome.isSuccess ? .passed : .failed }
            }
            lines.append(ScriptPaneLine(.command(index + 1), command.command.text, mark: mark))
            if mark == .failed, let reason = replay?.results[index].reason {
                lines.append(ScriptPaneLine(.failure, reason))
            }
        }
        return lines
    }
}
