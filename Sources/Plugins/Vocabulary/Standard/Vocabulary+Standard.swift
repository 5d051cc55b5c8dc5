import Components

extension Vocabulary {
    /// Every built-in component, its gestures, checks and controls, and the device, each with
    /// the rule that records it: what the Commands article lists.
    public static let standard: Vocabulary = {
        var vocabulary = Vocabulary()
        vocabulary.register(.view)
        vocabulary.register(ComponentCommands(Window.self, recording: IgnoreRule()))
        vocabulary.register(
            ComponentCommands(Label.self, defaultProperty: "text", properties: ["text": { $0.text ?? "" }]))
        vocabulary.register(
            ComponentCommands(
                Control.self, properties: ["enabled": { String($0.isEnabled) }, "selected": { String($0.isSelected) }],
                states: ["disabled": { !$0.isEnabled }, "selected": { $0.isSelected }],
                controlEvents: .primaryActionTriggered))
        vocabulary.register(
            ComponentCommands(
                Button.self, defaultProperty: "title", properties: ["title": { $0.title }],
                controlEvents: .touchUpInside, controlValue: { _ in .none },
                recording: ButtonRule()))
        vocabulary.register(.slider)
        vocabulary.register(.switch)
        vocabulary.register(.stepper)
        vocabulary.register(.segmentedControl)
        vocabulary.register(.textField)
        vocabulary.register(.pickerView)
        vocabulary.register(.scrollView)
        vocabulary.register(.tableView)
        vocabulary.register(ComponentCommands(TableViewCell.self, states: ["selected": { $0.isSelected }]))
        vocabulary.register(.navigationBar)
        vocabulary.register(.tabBar)
        vocabulary.deviceActions = Self.device
        return vocabulary
    }()
}
