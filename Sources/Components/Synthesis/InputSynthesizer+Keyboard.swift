/// Typing and shaking.
extension InputSynthesizer {
    /// Types `text` into `field`, one key press per character, tapping the field first unless it
    /// is already the first responder.
    ///
    /// Each character is a ``Press`` event sent through the application to the first
    /// responder, so the field's delegate is asked about every change, and advice on
    /// ``Application/sendEventHook`` sees every key.
    ///
    /// ```swift
    /// try input.typeText("joe@example.com", into: email)
    /// try input.press(.return)
    /// ```
    ///
    /// - Throws: ``SynthesisError`` when a user could not tap the field, or it would not begin
    ///   editing.
    public func typeText(_ text: String, into field: TextField) throws(SynthesisError) {
        if !field.isFirstResponder { try tap(field) }
        guard field.isFirstResponder else { throw .refusedFocus(component: field.componentName) }
        for character in text {
            try press(.text(String(character)))
        }
    }

    /// Presses and releases `key`, sending the press to the first responder.
    ///
    /// - Throws: ``SynthesisError/noFirstResponder`` when nothing would receive it.
    public func press(_ key: Key) throws(SynthesisError) {
        guard application.firstResponder != nil else { throw .noFirstResponder }
        let press = Press(key: key, timestamp: clock.now)
        application.sendEvent(.presses([press], timestamp: clock.now))
        clock.advance(by: timing.keyPressDuration)
        press.update(phase: .ended, timestamp: clock.now)
        application.sendEvent(.presses([press], timestamp: clock.now))
        clock.advance(by: timing.keystrokeInterval)
    }

    /// Shakes the device: a shake motion begins, lasts the timing's shake duration, and ends.
    /// The first responder (or the key window) and the responders above it get it.
    public func shake() {
        application.sendEvent(.motion(.motionShake, phase: .began, timestamp: clock.now))
        clock.advance(by: timing.shakeDuration)
        application.sendEvent(.motion(.motionShake, phase: .ended, timestamp: clock.now))
    }
}
