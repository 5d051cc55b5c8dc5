import Components
import Interpose

/// A forwarding proxy for scroll view delegates, as a delegate-forwarding plugin would install.
@MainActor
final class ScrollProxy: ScrollViewDelegate, DelegateProxy {
    weak var original: (any ScrollViewDelegate)?
    let calls = Trail()

    init(original: any ScrollViewDelegate) {
        self.original = original
    }

    var originalDelegate: AnyObject? { original }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        calls.note("didScroll")
        original?.scrollViewDidScroll(scrollView)
    }

    func viewForZooming(in scrollView: ScrollView) -> View? {
        original?.viewForZooming(in: scrollView)
    }
}
