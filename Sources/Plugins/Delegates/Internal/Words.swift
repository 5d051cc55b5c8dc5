import Components

/// Values in words, for ``DelegateCall`` arguments and answers.
enum Words {
    /// An optional value, `nil` when absent.
    static func of<Value>(_ value: Value?, _ describe: (Value) -> String) -> String {
        value.map(describe) ?? "nil"
    }

    /// A string in quotes, with quotes and backslashes escaped.
    static func quoted(_ string: String) -> String {
        var words = "\""
        for character in string {
            if character == "\"" || character == "\\" { words.append("\\") }
            words.append(character)
        }
        return words + "\""
    }

    /// A component, by its name: a view's `View.componentName`, a recognizer's
    /// name or type.
    @MainActor
    static func of(_ component: AnyObject) -> String {
        if let view = component as? View { return view.componentName }
        if let recognizer = component as? GestureRecognizer {
            let type = String(describing: Swift.type(of: recognizer))
            return recognizer.name.map { "\(type) \(quoted($0))" } ?? type
        }
        return String(describing: type(of: component))
    }

    /// The virtual time on the application clock `component` runs on, if any.
    @MainActor
    static func time(of component: AnyObject) -> Double? {
        if let view = component as? View { return view.application?.clock.now }
        if let recognizer = component as? GestureRecognizer { return recognizer.view?.application?.clock.now }
        if let accelerometer = component as? Accelerometer { return accelerometer.clock.now }
        return nil
    }
}
