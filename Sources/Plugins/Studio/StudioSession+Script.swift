import Components

/// The script: checkpoints, undo and replay.
extension StudioSession {
    /// Adds a `Verify` of the component under `point` (or, when it has nothing to check, the
    /// nearest component around it that has).
    package func checkpoint(at point: Point) {
        endReplay()
        let view = self.view(at: point)?.view
        var firstError: (any Error)?
        for current in view.map({ [$0] + $0.ancestors }) ?? [] {
            do {
                try recorder.checkpoint(current)
                return note("checkpoint: \(recorder.script.commands.last?.text ?? current.componentName)")
            } catch {
                firstError = firstError ?? error
            }
        }
        note(firstError.map { "no checkpoint: \($0)" } ?? "no component there to check")
    }

    /// Adds a `VerifySnapshot` of the named component around `point` (the component under it,
    /// or the nearest around it with a name), or of the whole screen when the pointer is on no
    /// named component.
    package func snapshotCheckpoint(at point: Point?) {
        endReplay()
        let touched = point.flatMap { view(at: $0)?.view }
        let named = touched.flatMap { ([$0] + $0.ancestors).first { !ComponentLocator.names(of: $0).isEmpty } }
        guard let target = named ?? application.windows.first(where: { !$0.isHidden }) else {
            return note("no screen to snapshot")
        }
        do {
            try recorder.snapshotCheckpoint(target, named: named == nil ? "screen" : nil)
            note("snapshot: \(recorder.script.commands.last?.text ?? target.componentName)")
        } catch {
            note("no snapshot: \(error)")
        }
    }

    /// Takes back the last command: a fresh app replays the others, with its recorder on, and
    /// takes the place of the one being recorded, so the app is back where it was before it.
    package func undo() {
        endReplay()
        let commands = recorder.script.commands
        guard let last = commands.last else { return note("nothing to undo") }
        do {
            let fresh = try makeRig()
            let snapshots = recorder.snapshots
            let player = Player(application: fresh.application, secrets: secrets, bus: fresh.bus, timing: timing)
            player.snapshots.recorded = snapshots
            for (index, command) in commands.dropLast().enumerated() { _ = player.perform(command, line: index + 1) }
            fresh.recorder.keepSnapshots(snapshots)
            rig = fresh
            let same = fresh.recorder.script.commands.map(\.text) == commands.dropLast().map(\.text)
            note("undid \(last.text)" + (same ? "" : "; the replay recorded the rest differently"))
        } catch {
            note("cannot undo: \(error)")
        }
    }

    /// Plays the script so far on a fresh app, one command at a time, and shows it until the
    /// next input; `onStep` is called before each command and after each, to draw it.
    ///
    /// - Parameter onStep: Called with the replay as each command starts and finishes.
    /// - Returns: The finished replay, which ``replay`` keeps.
    @discardableResult
    package func replay(onStep: (StudioReplay) -> Void = { _ in }) -> StudioReplay? {
        endReplay()
        let commands = recorder.script.commands
        guard !commands.isEmpty else {
            note("nothing to replay yet")
            return nil
        }
        do {
            let fresh = try makeRig()
            fresh.recorder.isPaused = true
            var replay = StudioReplay(rig: fresh, commands: commands)
            let player = Player(application: fresh.application, secrets: secrets, bus: fresh.bus, timing: timing)
            player.snapshots.recorded = recorder.snapshots
            for (index, command) in commands.enumerated() {
                replay.playing = index
                self.replay = replay
                onStep(replay)
                replay.results.append(player.perform(command, line: index + 1))
                self.replay = replay
                onStep(replay)
            }
            replay.playing = nil
            self.replay = replay
            note(replay.summary)
            return replay
        } catch {
            note("cannot replay: \(error)")
            return nil
        }
    }
}
