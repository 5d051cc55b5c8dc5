import Interpose

/// A row of equal-width segments, one of which is selected.
///
/// Lifting a finger inside a segment selects it and sends ``ControlEvents/valueChanged`` if the
/// selection changed (always, for a momentary control, which then clears its selection again).
/// Disabled segments cannot be selected by touch. Setting ``selectedSegmentIndex`` in code sends
/// nothing.
///
/// ```swift
/// let size = SegmentedControl(items: ["S", "M", "L"], frame: Rect(x: 0, y: 0, width: 300, height: 30))
/// try input.tap(size, at: size.frameForSegment(at: 2)!.center)
/// size.selectedSegmentIndex   // 2
/// ```
@MainActor
open class SegmentedControl: Control {
    /// The index when no segment is selected.
    nonisolated public static let noSegment = -1

    /// The segments' titles, left to right.
    public private(set) var titles: [String]
    /// Whether the control only reports taps and keeps no selection.
    public var isMomentary = false
    private var storedSelection = SegmentedControl.noSegment
    private var disabledSegments: Set<Int> = []

    /// Creates a segmented control.
    ///
    /// - Parameters:
    ///   - items: The segments' titles.
    ///   - frame: Where it sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(items: [String] = [], frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        self.titles = items
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// The selected segment, or ``noSegment``; setting an index out of range selects none.
    public var selectedSegmentIndex: Int {
        get { storedSelection }
        set { storedSelection = titles.indices.contains(newValue) ? newValue : Self.noSegment }
    }

    /// Inserts a segment titled `title` at `index` (clamped to the valid range).
    public func insertSegment(withTitle title: String, at index: Int) {
        let index = Swift.min(Swift.max(index, 0), titles.count)
        titles.insert(title, at: index)
        disabledSegments = Set(disabledSegments.map { $0 >= index ? $0 + 1 : $0 })
        if storedSelection >= index { storedSelection += 1 }
    }

    /// Removes the segment at `index`, if there is one.
    public func removeSegment(at index: Int) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        disabledSegments = Set(disabledSegments.compactMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) })
        if storedSelection == index { storedSelection = Self.noSegment }
        if storedSelection > index { storedSelection -= 1 }
    }

    /// The title of the segment at `index`, if there is one.
    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Enables or disables the segment at `index`.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        if enabled { disabledSegments.remove(index) } else { disabledSegments.insert(index) }
    }

    /// Whether the segment at `index` exists and can be selected.
    public func isEnabledForSegment(at index: Int) -> Bool {
        titles.indices.contains(index) && !disabledSegments.contains(index)
    }

    /// The segment under `point`, in the control's coordinates, if any.
    public func segmentIndex(at point: Point) -> Int? {
        guard !titles.isEmpty, bounds.width > 0, bounds.contains(point) else { return nil }
        let index = Int((point.x - bounds.minX) / (bounds.width / Double(titles.count)))
        return Swift.min(Swift.max(index, 0), titles.count - 1)
    }

    /// The rectangle of the segment at `index`, in the control's coordinates, if it exists.
    public func frameForSegment(at index: Int) -> Rect? {
        guard titles.indices.contains(index) else { return nil }
        let width = bounds.width / Double(titles.count)
        return Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Selects the segment the touch was lifted in.
    override open func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, let index = segmentIndex(at: touch.location(in: self)), isEnabledForSegment(at: index)
        else { return }
        guard index != storedSelection || isMomentary else { return }
        storedSelection = index
        sendActions(for: .valueChanged, with: event)
        if isMomentary { storedSelection = Self.noSegment }
    }

    /// Adds the titles and the selection.
    override open var stateDescription: [String] {
        let items = titles.map { "\"\($0)\"" }.joined(separator: ",")
        return ["segments=[\(items)]", "selected=\(storedSelection)"] + super.stateDescription
    }
}
