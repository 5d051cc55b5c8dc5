import Components
import Interpose

/// A delegate that accepts digits only and writes down what it was asked.
@MainActor
final class DigitsOnly: TextFieldDelegate {
    let trail = Trail()
    var allowsBeginning = true

    func textFieldShouldBeginEditing(_ field: TextField) -> Bool { allowsBeginning }

    func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString: String) -> Bool {
        trail.note("\(range.lowerBound)..<\(range.upperBound) \"\(replacementString)\"")
        return replacementString.allSatisfy(\.isNumber)
    }

    func textFieldDidEndEditing(_ field: TextField) {
        trail.note("did end")
    }
}
