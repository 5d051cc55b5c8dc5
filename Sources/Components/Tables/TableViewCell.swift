import Interpose

/// A row of a table: a view with a text label, a reuse identifier, and selected and highlighted
/// states the table sets.
///
/// A table shows cells only for the rows on screen and reuses the cells of rows that scroll
/// away, so a data source configures every cell it hands out, reused or new:
///
/// ```swift
/// func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///     cell.textLabel.text = names[indexPath.row]
///     cell.accessibilityIdentifier = "name-\(indexPath.row)"
///     return cell
/// }
/// ```
///
/// Its label does not take touches, so a tap anywhere on the cell reaches the cell and, through
/// the responder chain, the table, which selects the row.
@MainActor
open class TableViewCell: View {
    /// The identifier the table files the cell under for reuse; a cell without one is not reused.
    public let reuseIdentifier: String?
    /// The label showing the row's text, inset 15 points from the cell's sides.
    public let textLabel: Label
    /// Whether the cell's row is selected; the table sets it.
    public var isSelected = false
    /// Whether a finger is on the cell; the table sets it while a tap may select the row.
    public var isHighlighted = false

    /// Creates a cell.
    ///
    /// Subclasses the table creates by themselves (see ``TableView/register(_:forCellReuseIdentifier:)``)
    /// implement this initializer.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: The identifier to reuse the cell under, if any.
    ///   - aspectRegistry: The registry whose advice applies to the cell.
    public required init(reuseIdentifier: String? = nil, aspectRegistry: AspectRegistry = .current) {
        self.reuseIdentifier = reuseIdentifier
        self.textLabel = Label(aspectRegistry: aspectRegistry)
        super.init(frame: .zero, aspectRegistry: aspectRegistry)
        addSubview(textLabel)
    }

    /// Gets the cell ready to show another row: clears the selected and highlighted states.
    /// The table calls it when a data source dequeues the cell; subclasses reset their own state
    /// and call `super`.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Stretches the label across the cell, inset 15 points on each side.
    override open func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = Rect(x: 15, y: 0, width: Swift.max(bounds.width - 30, 0), height: bounds.height)
    }

    /// The label set, or else the text.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? textLabel.text }
        set { super.accessibilityLabel = newValue }
    }

    /// Adds the text and `selected` and `highlighted` as they apply.
    override open var stateDescription: [String] {
        var words = ["text=\"\(textLabel.text ?? "")\""]
        if isSelected { words.append("selected") }
        if isHighlighted { words.append("highlighted") }
        return words + super.stateDescription
    }
}
