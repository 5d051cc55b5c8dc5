/// Screens with the run's secrets as their placeholders, for a camera that pictures a replay:
/// a secret typed in a plain field, or shown back by the app, is drawn as `${name}`. What the
/// components show is rewritten; their identifiers and labels, which find them, are not.
extension ScreenSnapshot {
    /// The screen with every text `hide` rewrites rewritten.
    func hiding(_ hide: (String) -> String) -> ScreenSnapshot {
        var screen = self
        screen.windows = windows.map { $0.hiding(hide) }
        return screen
    }
}

extension ComponentSnapshot {
    /// The component and its children with every text `hide` rewrites rewritten.
    func hiding(_ hide: (String) -> String) -> ComponentSnapshot {
        var component = self
        component.content = content.hiding(hide)
        component.children = children.map { $0.hiding(hide) }
        return component
    }
}

extension ComponentSnapshot.Content {
    /// The content with its texts rewritten by `hide`.
    func hiding(_ hide: (String) -> String) -> Self {
        switch self {
        case .text(let text): .text(hide(text))
        case .button(let title, let isHighlighted): .button(title: hide(title), isHighlighted: isHighlighted)
        case .textField(let text, let placeholder, let isSecure, let isEditing):
            .textField(text: hide(text), placeholder: placeholder.map(hide), isSecure: isSecure, isEditing: isEditing)
        case .segments(let titles, let selected): .segments(titles: titles.map(hide), selected: selected)
        case .picker(let wheels):
            .picker(
                wheels: wheels.map { wheel in
                    var wheel = wheel
                    wheel.rows = wheel.rows.map { .init(index: $0.index, title: hide($0.title)) }
                    return wheel
                })
        default: self
        }
    }
}
