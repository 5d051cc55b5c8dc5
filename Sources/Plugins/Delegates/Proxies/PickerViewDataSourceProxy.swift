import Components

/// A picker data source that reports every question and forwards it to the original, which
/// keeps its behaviour and lifetime: the proxy holds it weakly.
///
/// ```swift
/// let proxy = try #require(picker.dataSource as? PickerViewDataSourceProxy)
/// #expect(proxy.original === dates)
/// ```
///
/// Once the original has gone, the proxy answers as no data source would: no wheels, no rows.
@MainActor
public final class PickerViewDataSourceProxy: PickerViewDataSource, LinkedProxy {
    let link: ProxyLink

    init(original: any PickerViewDataSource, channel: any DelegateChannel) {
        link = ProxyLink(original: original, channel: channel)
    }

    /// The data source calls are forwarded to, while it lives.
    public var original: (any PickerViewDataSource)? { link.original as? any PickerViewDataSource }

    /// Reports the question and forwards it.
    public func numberOfComponents(in pickerView: PickerView) -> Int {
        count(.numberOfComponents, pickerView) { $0.numberOfComponents(in: pickerView) }
    }

    /// Reports the question and forwards it.
    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        count(.numberOfRows(component: component), pickerView) {
            $0.pickerView(pickerView, numberOfRowsInComponent: component)
        }
    }

    private func count(
        _ call: PickerViewDataSourceCall.Call, _ pickerView: PickerView, _ ask: (any PickerViewDataSource) -> Int
    ) -> Int {
        let answer = link.ask(call, from: pickerView, as: PickerViewDataSourceCall.self) {
            .count(original.map(ask) ?? 0)
        }
        switch answer {
        case .count(let count): return count
        }
    }
}
