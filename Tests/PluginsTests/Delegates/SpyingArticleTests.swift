import Components
import Interpose
import Plugins
import Testing

/// The model of the "Spying on a delegate" article, as the article shows it.
@MainActor
private final class DateModel: PickerViewDataSource, PickerViewDelegate {
    var month = 1

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? 12 : 31
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        if component == 0 { month = row + 1 }
    }
}

/// The "Spying on a delegate" article's walk-through, kept compiling and true.
@MainActor
@Suite struct SpyingArticleTests {
    let registry = AspectRegistry()
    let app: Application
    let input: InputSynthesizer
    let picker: PickerView
    private let model = DateModel()

    init() {
        let (app, window) = AspectRegistry.$current.withValue(registry) { (Application(), Window()) }
        app.addWindow(window)
        self.app = app
        input = InputSynthesizer(application: app)
        picker = AspectRegistry.$current.withValue(registry) {
            PickerView(frame: Rect(x: 0, y: 264, width: 320, height: 216))
        }
        window.addSubview(picker)
        picker.dataSource = model
        picker.delegate = model
    }

    @Test("the article's walk-through: wrap, read back, order, stub, put back")
    func walkThrough() throws {
        let spy = try DelegateSpy(delegateOf: picker)
        try input.spin(picker, component: 0, rows: 2)

        #expect(spy.wasCalled(with: .didSelectRow(row: 2, component: 0)))
        #expect(model.month == 3)

        #expect(spy.callCount(to: .didSelectRow) == 1)
        #expect(spy.arguments(of: .didSelectRow).map(\.row) == [2])
        #expect(spy.results(of: .rowHeight) == [nil, nil])
        #expect(
            spy.calls.map(\.method) == [
                "pickerView(_:rowHeightForComponent:)",
                "pickerView(_:rowHeightForComponent:)",
                "pickerView(_:didSelectRow:inComponent:)",
            ])

        let dataSource = try DelegateSpy(dataSourceOf: picker)
        try input.spin(picker, component: 1, rows: 1)
        picker.reloadComponent(1)
        let selection = try #require(spy.calls(to: .didSelectRow).last)
        let reload = try #require(dataSource.calls(to: .numberOfRows).last)
        #expect(selection.happened(before: reload))

        spy.stub(.titleForRow) { row, component in component == 0 ? "Month \(row + 1)" : nil }
        #expect(picker.title(forRow: 2, inComponent: 0) == "Month 3")
        spy.stub(.didSelectRow) { _, _ in }
        spy.stub(.rowHeight, returning: 50)
        try input.spin(picker, component: 0, rows: 1)
        #expect(model.month == 3)
        spy.forward(.titleForRow)
        spy.forwardAll()

        spy.remove()
        dataSource.remove()
        #expect(picker.delegate === model)
        #expect(picker.dataSource === model)
    }
}
