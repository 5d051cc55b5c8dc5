import Components
import Interpose

/// A forwarding proxy, as a delegate-forwarding plugin would install.
@MainActor
final class ForwardingProxy: TextFieldDelegate, DelegateProxy {
    weak var original: (any TextFieldDelegate)?
    let calls = Trail()

    init(original: (any TextFieldDelegate)?) {
        self.original = original
    }

    var originalDelegate: AnyObject? { original }

    func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString: String) -> Bool {
        calls.note("shouldChange \"\(replacementString)\"")
        return original?.textField(field, shouldChangeCharactersIn: range, replacementString: replacementString) ?? true
    }
}
