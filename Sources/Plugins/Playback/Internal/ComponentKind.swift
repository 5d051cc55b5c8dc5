import Components

/// The vocabulary a component type has: which actions a script may ask of it.
///
/// A built-in type name (`Button`, `PickerView`, `View`…) says its kind before anything is
/// found, so a wrong action or argument fails at once; any other name (a custom class) takes
/// the kind of the nearest built-in class of the component found.
enum ComponentKind: Hashable, Sendable {
    case view, slider, toggle, stepper, segments, textField, picker, table, scrollView, navigationBar, device

    /// The gestures every view takes.
    static let gestures = ["Tap", "DoubleTap", "LongPress", "Swipe", "Move", "Pinch"]
    /// The checks and waits every view takes.
    static let checks = ["Verify", "VerifyNot", "VerifyRegex", "WaitFor", "WaitForNot"]

    private static let builtIn: [String: ComponentKind] = [
        "view": .view, "control": .view, "label": .view, "button": .view, "window": .view,
        "tableviewcell": .view, "slider": .slider, "switch": .toggle, "stepper": .stepper,
        "segmentedcontrol": .segments, "textfield": .textField, "pickerview": .picker, "tableview": .table,
        "scrollview": .scrollView, "navigationbar": .navigationBar, "device": .device,
    ]

    /// The kind a built-in type name has, ignoring case; `nil` for other names.
    static func named(_ type: String) -> ComponentKind? {
        builtIn[type.lowercased()]
    }

    /// The kind of `view`'s nearest built-in class.
    @MainActor
    static func of(_ view: View) -> ComponentKind {
        switch view {
        case is Slider: .slider
        case is Switch: .toggle
        case is Stepper: .stepper
        case is SegmentedControl: .segments
        case is TextField: .textField
        case is PickerView: .picker
        case is TableView: .table
        case is ScrollView: .scrollView
        case is NavigationBar: .navigationBar
        default: .view
        }
    }

    /// The actions of the kind, its own first.
    var actions: [String] {
        if self == .device { return ["Shake", "Rotate"] }
        return own + Self.gestures + Self.checks
    }

    private var own: [String] {
        switch self {
        case .view, .device: []
        case .slider: ["Slide"]
        case .toggle: ["Toggle"]
        case .stepper: ["Increment", "Decrement"]
        case .segments, .picker: ["Select"]
        case .textField: ["EnterText"]
        case .table: ["Select", "ScrollToRow", "ScrollTo"]
        case .scrollView: ["ScrollTo"]
        case .navigationBar: ["Back"]
        }
    }
}
