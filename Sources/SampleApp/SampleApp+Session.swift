import Components

/// The built-in user session the demo records: a person opens the settings tab, fills in the
/// profile form, draws on the canvas, zooms the photo, scrolls the settings and turns and
/// shakes the device.
extension SampleApp {
    /// Performs the built-in session with synthesized input, as a person would, pausing on the
    /// virtual clock where a person waits for a screen to slide in.
    ///
    /// - Parameters:
    ///   - password: What the person types into the secure password field.
    ///   - checkpoint: Called with the components whose state the script should verify, at the
    ///     moments it should: a recorder's ``checkpoint``, for instance.
    /// - Throws: What the synthesizer throws when a component cannot be touched; for the
    ///   built-in app that is a bug.
    public func performSession(password: String = "correct horse", checkpoint: (View) throws -> Void = { _ in }) throws
    {
        try openSettings()
        try fillInProfile(password: password, checkpoint: checkpoint)
        try sketch(checkpoint: checkpoint)
        try lookAtPhoto()
        try input.scroll(settings, by: Point(x: 0, y: 300))
        try open(row: 20)
        input.rotateDevice(to: .landscapeLeft)
        input.shake()
    }

    private func fillInProfile(password: String, checkpoint: (View) throws -> Void) throws {
        try open(row: 0)
        try input.typeText("Ada", into: profile.name)
        try input.typeText("ada@example.com", into: profile.email)
        try input.typeText(password, into: profile.password)
        try input.press(.return)
        try input.slide(profile.volume, to: 0.8)
        try input.tap(profile.notifications)
        for _ in 0..<2 { try input.tap(profile.guests, at: Point(x: 80, y: 15)) }
        try input.tap(profile.size, at: Point(x: 240, y: 15))
        try input.spin(profile.colour, component: 0, rows: 3)
        try input.tap(profile.save)
        try checkpoint(profile.summary)
        try goBack()
    }

    private func sketch(checkpoint: (View) throws -> Void) throws {
        try open(row: 1)
        try input.drag(
            sketch.canvas,
            along: [Point(x: 40, y: 60), Point(x: 90, y: 80), Point(x: 150, y: 140), Point(x: 200, y: 150)])
        try input.drag(sketch.canvas, from: Point(x: 60, y: 300), to: Point(x: 260, y: 300), steps: 4)
        try checkpoint(sketch.count)
        try goBack()
    }

    private func lookAtPhoto() throws {
        try open(row: 2)
        try input.pinch(photo.scroller, scale: 2)
        try input.scroll(photo.scroller, by: Point(x: 100, y: 150))
        try goBack()
    }

    /// Taps the settings tab: the app starts on the login tab, and the session happens in
    /// settings.
    func openSettings() throws {
        guard let tab = tabBar.button(titled: "settings") else {
            throw SynthesisError.invalidGesture("the sample app has no settings tab")
        }
        try input.tap(tab)
    }

    /// Taps a row of the settings table and lets the next screen slide in.
    func open(row: Int) throws {
        try input.tapRow(at: IndexPath(row: row, section: 0), in: settings)
        settle()
    }

    /// Taps the back button and lets the screen slide out.
    func goBack() throws {
        try input.tap(navigation.navigationBar.backButton)
        settle()
    }

    /// Lets a navigation transition finish, as a person waits before the next touch.
    private func settle() {
        application.clock.advance(by: navigation.transitionDuration + 0.05)
    }
}
