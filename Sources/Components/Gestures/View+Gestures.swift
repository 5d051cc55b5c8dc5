/// Attaching gesture recognizers to views.
extension View {
    /// Attaches `recognizer` to this view, taking it from the view it was attached to.
    ///
    /// From then on the recognizer is fed the touches that begin in this view or in a view
    /// inside it, before the views get them. Adding a recognizer the view already has does
    /// nothing.
    ///
    /// ```swift
    /// let tap = TapGestureRecognizer()
    /// tap.numberOfTapsRequired = 2
    /// tap.addTarget(photo, action: "zoom") { photo, _ in photo.toggleZoom() }
    /// photo.addGestureRecognizer(tap)
    /// ```
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`, which stops getting touches. A gesture under way is cancelled
    /// first (sending the actions for cancelled); the recognizer returns to possible. A
    /// recognizer that is not attached to this view is left alone.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        if recognizer.state.isInProgress { recognizer.state = .cancelled }
        recognizer.state = .possible
        window?.gestureEnvironment.forget(recognizer)
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}

extension Touch {
    /// The gesture recognizers this touch is fed to: those of the view it began in and of the
    /// views around it that took it, the hit view's first. Empty once the touch is over and
    /// its window is done with it.
    public var gestureRecognizers: [GestureRecognizer] {
        window?.gestureEnvironment.recognizers(for: self) ?? []
    }
}
