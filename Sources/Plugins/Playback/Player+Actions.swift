import Components

/// Performing a declared action, and the component geometry actions aim at.
extension Player {
    /// Lets `action` perform `command` on `view`; its errors as playback errors.
    func perform(
        _ action: CommandAction, _ command: Command, arguments: ActionArguments, on view: View?
    ) throws(PlaybackError) {
        do {
            try action.perform(view, ActionCall(command: command, arguments: arguments, player: self))
        } catch let error as PlaybackError {
            throw error
        } catch let error as SynthesisError {
            throw .input(error)
        } catch {
            throw .rule(action: command.action, type: command.componentType, reason: "\(error)")
        }
    }

    /// Where `action` touches `view`, in its coordinates; `nil` when the action finds its own
    /// place. Checks the action's indexes against the component.
    func touchPoint(
        of action: CommandAction, _ command: Command, arguments: ActionArguments, on view: View
    ) throws(PlaybackError) -> Point? {
        do {
            return try action.touchPoint(view, arguments)
        } catch let error as PlaybackError {
            throw error
        } catch {
            throw .rule(action: command.action, type: command.componentType, reason: "\(error)")
        }
    }

    // MARK: Component geometry

    /// The frame of segment `index`, or a failure naming how many there are.
    static func segmentFrame(_ index: Int, of control: SegmentedControl) throws(PlaybackError) -> Rect {
        guard let frame = control.frameForSegment(at: index) else {
            throw .outOfRange(
                action: "Select", type: "SegmentedControl",
                reason: "\(control.componentName) has no segment \(index) (it has \(control.numberOfSegments))")
        }
        return frame
    }

    /// The column of wheel `component`, once `row` is checked to be one of its rows.
    static func wheelColumn(_ row: Int, _ component: Int, of picker: PickerView) throws(PlaybackError) -> Rect {
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

    /// Checks that `table` has the row at `indexPath`.
    static func checkRow(_ indexPath: IndexPath, of table: TableView, action: String) throws(PlaybackError) {
        let sections = table.numberOfSections
        guard (0..<sections).contains(indexPath.section) else {
            throw .outOfRange(
                action: action, type: "TableView",
                reason: "\(table.componentName) has no section \(indexPath.section) (it has \(sections))")
        }
        let rows = table.numberOfRows(inSection: indexPath.section)
        guard (0..<rows).contains(indexPath.row) else {
            throw .outOfRange(
                action: action, type: "TableView",
                reason:
                    "\(table.componentName) has no row \(indexPath.row) in section \(indexPath.section) (it has \(rows))"
            )
        }
    }

    /// Where a drag of `slider`'s thumb starts, as the synthesizer's slide starts it.
    static func thumb(of slider: Slider) -> Point {
        let thumb = slider.location(for: slider.value)
        return Point(x: Swift.min(thumb.x, slider.bounds.maxX - 0.5), y: thumb.y)
    }
}
