import Components

/// What each input does: the mouse and the keys, turned into the session's gestures.
extension Studio {
    /// Does what `input` says; returns what the program must do, if anything.
    func handle(_ input: TerminalInput) -> Request? {
        switch input {
        case .text(let text): session.type(text)
        case .mouse(let mouse): handle(mouse)
        case .key(let key): return handle(key)
        }
        return nil
    }

    private func handle(_ mouse: TerminalMouse) {
        let cell = CellPosition(column: mouse.column, row: mouse.row)
        if mouse.action != .release || !session.isTouching { pointer = cell }
        let point = layout?.point(column: mouse.column, row: mouse.row)
        switch mouse.action {
        case .press where mouse.button == 0: point.map(session.press(at:))
        case .press where mouse.button == 2: point.map(session.checkpoint(at:))
        case .drag: clampedPoint(cell).map(session.drag(to:))
        case .release: clampedPoint(cell).map(session.release(at:))
        case .wheelUp, .wheelDown:
            point.map { session.scroll(at: $0, by: mouse.action == .wheelDown ? 60 : -60) }
        case .press, .move: break
        }
    }

    /// The screen point nearest a cell, for a drag that leaves the screen.
    private func clampedPoint(_ cell: CellPosition) -> Point? {
        guard let mapping = layout?.mapping else { return nil }
        let column = min(max(cell.column, mapping.column), mapping.column + mapping.columns - 1)
        let row = min(max(cell.row, mapping.row), mapping.row + mapping.rows - 1)
        return mapping.point(column: column, row: row)
    }

    private func handle(_ key: TerminalKey) -> Request? {
        switch key {
        case .enter: session.press(.return)
        case .backspace, .delete: session.press(.deleteBackward)
        case .up, .down, .left, .right: movePointer(key)
        case .control(let letter): return control(letter)
        case .tab, .backTab, .escape, .home, .end, .pageUp, .pageDown: break
        }
        return nil
    }

    private func control(_ letter: Character) -> Request? {
        let point = pointer.flatMap { layout?.point(column: $0.column, row: $0.row) }
        switch letter {
        case "q", "c": return .quit
        case "s": return .save
        case "r": return .replay
        case "v": point.map(session.checkpoint(at:)) ?? (session.message = "point at a component to verify it")
        case "x": session.snapshotCheckpoint(at: point)
        case "z": session.undo()
        case "o": point.map { session.pinch(at: $0, scale: 2) } ?? (session.message = "point where to pinch")
        case "p": point.map { session.pinch(at: $0, scale: 0.5) } ?? (session.message = "point where to pinch")
        case "k": session.shake()
        case "t": session.rotate()
        case "l": writer.invalidate()
        default: session.message = "^\(letter.uppercased()) does nothing here (see the keys below)"
        }
        return nil
    }

    private func movePointer(_ key: TerminalKey) {
        guard let mapping = layout?.mapping else { return }
        var cell =
            pointer ?? CellPosition(column: mapping.column + mapping.columns / 2, row: mapping.row + mapping.rows / 2)
        switch key {
        case .up: cell.row -= 1
        case .down: cell.row += 1
        case .left: cell.column -= 1
        default: cell.column += 1
        }
        cell.column = min(max(cell.column, mapping.column), mapping.column + mapping.columns - 1)
        cell.row = min(max(cell.row, mapping.row), mapping.row + mapping.rows - 1)
        pointer = cell
    }
}
