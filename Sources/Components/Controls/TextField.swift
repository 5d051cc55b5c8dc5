import Interpose

/// A control that edits a line of text.
///
/// Tapping the field makes it the first responder and begins editing; key presses sent to it
/// (see ``InputSynthesizer/typeText(_:into:)``) type text, delete and return. Its delegate may
/// refuse to begin or end editing and may refuse any change of text.
///
/// Editing sends ``ControlEvents/editingDidBegin``, ``ControlEvents/editingChanged`` for every
/// change, ``ControlEvents/editingDidEndOnExit`` and ``ControlEvents/primaryActionTriggered`` on
/// return, and ``ControlEvents/editingDidEnd``.
///
/// A secure field shows bullets in place of its text (``displayedText``, and so in dumps), and,
/// as UIKit does, replaces its whole text with the first change made after editing begins again.
///
/// ```swift
/// let name = TextField(placeholder: "Name")
/// name.delegate = form
/// try input.typeText("Joe", into: name)
/// name.text   // "Joe"
/// ```
@MainActor
open class TextField: Control {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [setDelegateHook.declaration]
    }

    /// The hook every change of delegate goes through: around advice can replace the delegate,
    /// for example with a forwarding ``DelegateProxy``, by proceeding with another argument.
    ///
    /// ```swift
    /// try registry.on(TextField.setDelegateHook).onMainActor.rewriteArguments { field, delegate in
    ///     delegate.map { RecordingProxy(original: $0) }
    /// }
    /// ```
    nonisolated public static let setDelegateHook =
        Hook<TextField, (any TextFieldDelegate)?, Void>("TextField.setDelegate")

    /// The text.
    public var text: String
    /// What the field shows when it is empty.
    public var placeholder: String?
    /// Whether the text is secret: shown as bullets, never in dumps.
    public var isSecureTextEntry = false
    /// Whether the field empties itself when editing begins.
    public var clearsOnBeginEditing = false
    /// Whether the field is being edited.
    public internal(set) var isEditing = false
    /// Whether the next change replaces the whole text (a secure field that began editing again).
    var replacesTextOnNextChange = false
    private weak var weakDelegate: (any TextFieldDelegate)?
    private var retainedProxy: (any TextFieldDelegate)?

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - text: The starting text.
    ///   - placeholder: What it shows when empty; its accessibility label unless one is set.
    ///   - frame: Where it sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(
        text: String = "", placeholder: String? = nil, frame: Rect = .zero, aspectRegistry: AspectRegistry = .current
    ) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The delegate; setting it goes through ``setDelegate(_:)``.
    public var delegate: (any TextFieldDelegate)? {
        get { weakDelegate }
        set { setDelegate(newValue) }
    }

    /// Sets the delegate, through ``setDelegateHook``. A ``DelegateProxy`` is kept; any other
    /// delegate is held weakly.
    public func setDelegate(_ delegate: (any TextFieldDelegate)?) {
        TextField.setDelegateHook.call(self, delegate) { field, delegate in
            field.weakDelegate = delegate
            field.retainedProxy = delegate is any DelegateProxy ? delegate : nil
        }
    }

    /// The text as a user sees it: bullets for a secure field.
    public var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    /// An enabled field can become first responder.
    override open var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate, becomes first responder and begins editing.
    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Asks the delegate, gives up first responder and ends editing.
    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    /// Types the text of each key press while editing: text keys insert, delete deletes, return
    /// returns. Other presses go up the responder chain.
    override open func pressesBegan(_ presses: [Press], with event: Event) {
        guard isEditing else { return super.pressesBegan(presses, with: event) }
        for press in presses { handle(press.key, event: event) }
    }

    /// Key releases need nothing while editing.
    override open func pressesEnded(_ presses: [Press], with event: Event) {
        guard isEditing else { return super.pressesEnded(presses, with: event) }
    }

    /// Begins editing when a tap ends inside the field.
    override open func endTracking(_ touch: Touch?, with event: Event?) {
        guard let touch, contains(touch), !isFirstResponder else { return }
        becomeFirstResponder()
    }

    /// The placeholder, when no label is set.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    /// Adds the displayed text (never a secure field's text), `secure` and `editing`.
    override open var stateDescription: [String] {
        var words = ["text=\"\(displayedText)\""]
        if isSecureTextEntry { words.append("secure") }
        if isEditing { words.append("editing") }
        return words + super.stateDescription
    }
}
