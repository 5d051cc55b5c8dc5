import Components

/// Performing an action through the synthesizer, as a person's input.
extension Player {
    /// Where `action` touches `view`, in its coordinates; `nil` when the action finds its own
    /// place (a table's rows). Checks the action's indexes against the component.
    func touchPoint(of action: PlaybackAction, on view: View) throws(PlaybackError) -> Point? {
        let bounds = view.bounds
        switch action {
        case .move(let path): return path.first
        case .pinch(_, let point?), .tap(let point?), .doubleTap(let point?), .longPress(_, let point?): return point
        case .slide: return try thumb(of: Self.cast(view, action: "Slide"))
        case .step(let up):
            return Point(x: bounds.minX + bounds.width * (up ? 0.75 : 0.25), y: bounds.midY)
        case .selectSegment(let index):
            return try segmentFrame(index, of: Self.cast(view, action: "Select")).center
        case .selectWheelRow(let row, let component):
            return try wheelColumn(row, component, of: Self.cast(view, action: "Select")).center
        case .selectTableRow(let indexPath), .scrollToRow(let indexPath):
            try checkRow(indexPath, of: Self.cast(view, action: "Select"))
            return nil
        case .back:
            let bar: NavigationBar = try Self.cast(view, action: "Back")
            return bar.backButton.convert(bar.backButton.bounds.center, to: bar)
        case .custom: return nil  // the rule picks its points; the synthesizer checks them
        default: return bounds.center
        }
    }

    /// Performs `action` on `view`, which is ready for it.
    func perform(_ action: PlaybackAction, on view: View, command: Command) throws(PlaybackError) {
        switch action {
        case .toggle: try synthesize { try input.tap(view) }
        case .tap(let point): try synthesize { try input.tap(view, at: point) }
        case .doubleTap(let point): try synthesize { try input.doubleTap(view, at: point) }
        case .longPress(let seconds, let point):
            try synthesize { try input.longPress(view, at: point, duration: seconds) }
        case .swipe(let direction): try synthesize { try input.swipe(view, direction) }
        case .move(let path): try synthesize { try input.drag(view, along: path) }
        case .pinch(let scale, let point): try synthesize { try input.pinch(view, scale: scale, at: point) }
        case .step(let up):
            let point = try touchPoint(of: .step(up: up), on: view)
            try synthesize { try input.tap(view, at: point) }
        case .selectSegment(let index):
            let point = try segmentFrame(index, of: Self.cast(view, action: "Select")).center
            try synthesize { try input.tap(view, at: point) }
        case .slide(let value): try slide(Self.cast(view, action: "Slide"), to: value)
        case .enterText(let text, _, let pressReturn):
            try enter(text, into: Self.cast(view, action: "EnterText"), pressReturn: pressReturn)
        case .selectWheelRow(let row, let component): try spin(Self.cast(view, action: "Select"), to: row, component)
        case .selectTableRow(let indexPath):
            let table: TableView = try Self.cast(view, action: "Select")
            try synthesize { try input.tapRow(at: indexPath, in: table) }
        case .scrollToRow(let indexPath): try scroll(toRow: indexPath, in: Self.cast(view, action: "ScrollToRow"))
        case .scrollTo(let offset): try scroll(Self.cast(view, action: "ScrollTo"), to: offset)
        case .back: try back(Self.cast(view, action: "Back"))
        case .custom(let rule): try perform(rule, command: command, on: view)
        case .shake, .rotate, .verify, .waitFor, .waitForNot: break
        }
    }

    /// Lets `rule` perform `command` on `view`; its errors as playback errors.
    private func perform(_ rule: any PlaybackRule, command: Command, on view: View) throws(PlaybackError) {
        do {
            try rule.perform(command, on: view, in: PlaybackContext(command: command, player: self))
        } catch let error as PlaybackError {
            throw error
        } catch let error as SynthesisError {
            throw .input(error)
        } catch {
            throw .rule(action: command.action, type: command.componentType, reason: "\(error)")
        }
    }

    /// Runs synthesized input, its error as a playback error.
    func synthesize(_ body: () throws -> Void) throws(PlaybackError) {
        do {
            try body()
        } catch let error as SynthesisError {
            throw .input(error)
        } catch {
            throw .input(.invalidGesture("\(error)"))
        }
    }

    /// `view` as the component type an action needs.
    static func cast<Wanted: View>(_ view: View, action: String) throws(PlaybackError) -> Wanted {
        guard let wanted = view as? Wanted else {
            throw .outOfRange(
                action: action, type: TypeNames.name(of: Swift.type(of: view)),
                reason: "\(view.componentName) is not a \(TypeNames.name(of: Wanted.self))")
        }
        return wanted
    }

    // MARK: Component geometry

    private func segmentFrame(_ index: Int, of control: SegmentedControl) throws(PlaybackError) -> Rect {
        guard let frame = control.frameForSegment(at: index) else {
            throw .outOfRange(
                action: "Select", type: "SegmentedControl",
                reason: "\(control.componentName) has no segment \(index) (it has \(control.numberOfSegments))")
        }
        return frame
    }

    private func wheelColumn(_ row: Int, _ component: Int, of picker: PickerView) throws(PlaybackError) -> Rect {
        guard let column = picker.rect(forComponent: component) else {
            throw .outOfRange(
                action: "Select", type: "PickerView",
                reason: "\(picker.componentName) has no component \(component) (it has \(picker.numberOfComponents))")
        }
        let rows = picker.numberOfRows(inComponent: component)
        guard (0..<rows).contains(row) else {
            throw .outOfRange(
                action: "Select", type: "PickerView",
                reason: "\(picker.componentName) has no row \(row) in component \(component) (it has \(rows))")
        }
        return column
    }

    private func checkRow(_ indexPath: IndexPath, of table: TableView) throws(PlaybackError) {
        let sections = table.numberOfSections
        guard (0..<sections).contains(indexPath.section) else {
            throw .outOfRange(
                action: "Select", type: "TableView",
                reason: "\(table.componentName) has no section \(indexPath.section) (it has \(sections))")
        }
        let rows = table.numberOfRows(inSection: indexPath.section)
        guard (0..<rows).contains(indexPath.row) else {
            throw .outOfRange(
                action: "Select", type: "TableView",
                reason:
                    "\(table.componentName) has no row \(indexPath.row) in section \(indexPath.section) (it has \(rows))"
            )
        }
    }

    /// Where a drag of `slider`'s thumb starts, as the synthesizer's slide starts it.
    private func thumb(of slider: Slider) -> Point {
        let thumb = slider.location(for: slider.value)
        return Point(x: Swift.min(thumb.x, slider.bounds.maxX - 0.5), y: thumb.y)
    }
}
