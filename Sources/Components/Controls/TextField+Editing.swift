/// Editing the text, as the keyboard does.
extension TextField {
    /// Inserts `string` at the end of the text, if the delegate allows it, and sends editing
    /// changed. Does nothing unless the field is editing.
    public func insertText(_ string: String) {
        insertText(string, event: nil)
    }

    /// Deletes the last character, if the delegate allows it, and sends editing changed. Does
    /// nothing unless the field is editing.
    public func deleteBackward() {
        deleteBackward(event: nil)
    }

    /// Acts on the return key: if the delegate agrees, sends editing did end on exit and primary
    /// action triggered, then stops editing. Does nothing unless the field is editing.
    public func performReturn() {
        performReturn(event: nil)
    }

    func handle(_ key: Key, event: Event) {
        switch key {
        case .text(let string): insertText(string, event: event)
        case .deleteBackward: deleteBackward(event: event)
        case .return: performReturn(event: event)
        }
    }

    private func insertText(_ string: String, event: Event?) {
        guard isEditing, !string.isEmpty else { return }
        let count = text.count
        replace(replacesTextOnNextChange ? 0..<count : count..<count, with: string, event: event)
    }

    private func deleteBackward(event: Event?) {
        guard isEditing, !text.isEmpty else { return }
        let count = text.count
        replace(replacesTextOnNextChange ? 0..<count : count - 1..<count, with: "", event: event)
    }

    private func performReturn(event: Event?) {
        guard isEditing, delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit, with: event)
        sendActions(for: .primaryActionTriggered, with: event)
        resignFirstResponder()
    }

    func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        replacesTextOnNextChange = isSecureTextEntry && !text.isEmpty
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
    }

    func endEditing() {
        isEditing = false
        replacesTextOnNextChange = false
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
    }

    private func replace(_ range: Range<Int>, with string: String, event: Event?) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        replacesTextOnNextChange = false
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(text.startIndex, offsetBy: range.upperBound)
        text.replaceSubrange(start..<end, with: string)
        sendActions(for: .editingChanged, with: event)
    }
}
