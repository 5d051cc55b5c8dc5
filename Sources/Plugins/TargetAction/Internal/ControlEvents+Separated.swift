import Components

extension ControlEvents {
    /// Each event of the set on its own, lowest bit first: how a dispatch of several is heard.
    var separated: some Sequence<ControlEvents> {
        sequence(state: rawValue) { remaining in
            guard remaining != 0 else { return nil }
            defer { remaining &= remaining &- 1 }
            return ControlEvents(rawValue: remaining & (0 &- remaining))
        }
    }
}
