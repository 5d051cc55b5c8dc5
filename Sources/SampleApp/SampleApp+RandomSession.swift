import Components

/// Random sessions: what a restless person might do, step by step, from a seed.
extension SampleApp {
    /// Opens the settings tab, then performs `steps` random actions a person could take on the
    /// screen showing, each on a component of that screen: every component of the settings
    /// tab's screens and every kind of input they take. Between two actions the person waits,
    /// as people do, until what the last one set moving (a screen sliding in, content coasting
    /// or springing back) has come to rest.
    ///
    /// - Parameters:
    ///   - seed: Picks the actions; the same seed gives the same session.
    ///   - steps: How many actions.
    ///   - password: What a person types into the secure field.
    ///   - checkpoint: Called now and then with a component whose state the script should verify.
    public func performRandomSession(
        seed: UInt64, steps: Int = 12, password: String = "correct horse", checkpoint: (View) throws -> Void = { _ in }
    ) throws {
        var random = SeededRandom(seed: seed)
        try openSettings()
        for _ in 0..<steps {
            switch visibleTitle {
            case "Profile": try randomProfileStep(&random, password: password, checkpoint: checkpoint)
            case "Sketch": try randomSketchStep(&random, checkpoint: checkpoint)
            case "Photo": try randomPhotoStep(&random)
            default: try randomSettingsStep(&random)
            }
            application.clock.runUntilIdle()
            application.clock.advance(by: 0.5)
        }
    }

    private func randomSettingsStep(_ random: inout SeededRandom) throws {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: try open(row: Int.random(in: 0...2, using: &random))
        case 4, 5: try input.scroll(settings, by: Point(x: 0, y: Double(Int.random(in: -300...400, using: &random))))
        case 6, 7:
            try input.tapRow(at: IndexPath(row: Int.random(in: 3...39, using: &random), section: 0), in: settings)
        case 8: input.rotateDevice(to: DeviceOrientation.allCases.randomElement(using: &random)!)
        default: input.shake()
        }
    }

    private func randomProfileStep(
        _ random: inout SeededRandom, password: String, checkpoint: (View) throws -> Void
    ) throws {
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            try input.typeText(Self.word(&random), into: [profile.name, profile.email].randomElement(using: &random)!)
        case 1 where profile.password.text.isEmpty: try input.typeText(password, into: profile.password)
        case 2: try input.slide(profile.volume, to: Double(Int.random(in: 0...20, using: &random)) / 20)
        case 3: try input.tap(profile.notifications)
        case 4: try input.tap(profile.guests, at: Point(x: Bool.random(using: &random) ? 80 : 14, y: 15))
        case 5:
            try input.tap(profile.size, at: Point(x: Double(Int.random(in: 0...2, using: &random)) * 93 + 46, y: 15))
        case 6: try input.spin(profile.colour, component: 0, rows: Int.random(in: -3...3, using: &random))
        case 7: try input.tap(profile.save)
        case 8: try checkpoint([profile.summary, profile.volume, profile.guestsLabel].randomElement(using: &random)!)
        case 9: if profile.application?.firstResponder is TextField { try input.press(.return) }
        default: try goBack()
        }
    }

    private func randomSketchStep(_ random: inout SeededRandom, checkpoint: (View) throws -> Void) throws {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1, 2:
            let points = (0..<Int.random(in: 2...6, using: &random)).map { _ in
                Point(
                    x: Double(Int.random(in: 10...310, using: &random)),
                    y: Double(Int.random(in: 10...370, using: &random)))
            }
            try input.drag(sketch.canvas, along: points)
        case 3: try input.swipe(sketch.canvas, .left)
        case 4: try input.longPress(sketch.canvas, at: Point(x: 160, y: 190))
        case 5: try input.tap(sketch.clear)
        case 6: try checkpoint(sketch.count)
        default: try goBack()
        }
    }

    private func randomPhotoStep(_ random: inout SeededRandom) throws {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: try input.pinch(photo.scroller, scale: Double(Int.random(in: 6...25, using: &random)) / 10)
        case 1, 2:
            let distance = Point(
                x: Double(Int.random(in: -200...300, using: &random)),
                y: Double(Int.random(in: -200...300, using: &random)))
            try input.scroll(photo.scroller, by: distance)
        default: try goBack()
        }
    }

    /// A short lowercase word.
    private static func word(_ random: inout SeededRandom) -> String {
        String(
            (0..<Int.random(in: 1...8, using: &random)).map { _ in
                "abcdefghijklmnopqrstuvwxyz".randomElement(using: &random)!
            })
    }
}
