import Components

/// A text field delegate that writes down every change it is asked about and refuses digits.
@MainActor
final class FormModel: TextFieldDelegate {
    let trail = DelegateTrail()

    func textFieldDidBeginEditing(_ field: TextField) {
        trail.note("began")
    }

    func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString: String) -> Bool {
        trail.note("change \(replacementString)")
        return !replacementString.contains { $0.isNumber }
    }
}
