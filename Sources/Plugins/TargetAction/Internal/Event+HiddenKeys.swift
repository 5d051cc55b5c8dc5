import Components

extension Event {
    /// The same event with the text of every key press replaced by `•`: what a control event
    /// carries as its cause when the control is a secure text field, so the bus never spells
    /// out a password one key at a time. Other events, and keys that type nothing (delete,
    /// return), are kept as they are.
    @MainActor
    func hidingTypedText() -> Event {
        guard type == .presses else { return self }
        let presses = allPresses.map { press in
            guard case .text = press.key else { return press }
            let hidden = Press(key: .text("•"), timestamp: press.timestamp)
            hidden.update(phase: press.phase, timestamp: press.timestamp)
            return hidden
        }
        return .presses(presses, timestamp: timestamp)
    }
}
