import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// A screen drawn as SVG: each component at its frame, with its text and state, named on hover.
@Suite @MainActor struct ScreenSVGTests {
    @Test("a screen's SVG parses as XML and names every visible component in a <title>")
    func parsesAndNamesComponents() throws {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        let svg = ScreenSVG(ScreenSnapshot(application: app.app)).document(title: "Form")
        let xml = ParsedXML(svg)
        #expect(xml.elements.first?.name == "svg")
        let titles = xml.text
        for name in [
            "Button \"save\"", "Switch \"wifi\"", "Slider \"volume\"", "PickerView \"wheels\"", "Label \"status\"",
        ] {
            #expect(titles.contains(name), "no <title> for \(name)")
        }
        form.panel.isHidden = true
        let hidden = ParsedXML(ScreenSVG(ScreenSnapshot(application: app.app)).document())
        #expect(!hidden.text.contains("Button \"save\""))
    }

    @Test("controls show their state: text, a switch on, a slider's thumb, a segment, a wheel's row")
    func controlsShowState() throws {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        form.wifi.isOn = true
        form.volume.value = 0.5
        form.size.selectedSegmentIndex = 2
        try form.wheels.selectRow(3, inComponent: 0, animated: false)
        let xml = ParsedXML(ScreenSVG(ScreenSnapshot(application: app.app)).document())
        #expect(xml.all("rect", class: "sw").first?.classes.contains("on") == true)
        #expect(xml.all("circle", class: "th").first?.attributes["cx"] == "130")
        #expect(xml.text.contains("Ready") && xml.text.contains("Save") && xml.text.contains("PIN"))
        #expect(xml.all("rect", class: "ss").first?.attributes["x"] == "175.33", "the third of three segments")
        #expect(xml.all("text", class: "sel").map(\.classes).contains(["pr", "sel"]))
        let snapshot = ScreenSnapshot(application: app.app)
        let wheel = snapshot.find(type: "PickerView", identifier: "wheels").first?.content
        guard case .picker(let wheels)? = wheel else { throw PictureTestFailure("no picker content") }
        #expect(wheels[0].selectedRow == 3 && wheels[0].rows.map(\.title) == ["M", "L", "XL"])
    }

    @Test("a secure field shows bullets, never its text")
    func secureFieldShowsBullets() throws {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        form.pin.text = "4711-secret"
        let snapshot = ScreenSnapshot(application: app.app)
        let svg = ScreenSVG(snapshot).document()
        #expect(!svg.contains("4711-secret"))
        #expect(svg.contains(String(repeating: "•", count: 11)))
        guard
            case .textField(let text, _, let isSecure, _)? = snapshot.find(type: "TextField", identifier: "pin").first?
                .content
        else { throw PictureTestFailure("no field content") }
        #expect(isSecure && text == String(repeating: "•", count: 11))
    }

    @Test("frames are in window coordinates, and a rotated view is drawn rotated")
    func transformsAreDrawn() throws {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        let snapshot = ScreenSnapshot(application: app.app)
        #expect(
            snapshot.find(type: "Button", identifier: "save").first?.frame
                == Rect(x: 30, y: 250, width: 120, height: 40))
        form.save.transform = AffineTransform(rotationAngle: .pi / 2)
        let rotated = ParsedXML(ScreenSVG(ScreenSnapshot(application: app.app)).document())
        #expect(rotated.elements.contains { $0.attributes["transform"]?.hasPrefix("matrix(0 1 -1 0 ") == true })
    }

    @Test("a zoomed scroll view draws its content scaled, with its zoom and scroll indicators")
    func zoomIsDrawn() throws {
        let app = PluginTestApp()
        let scroller = app.add("photo") { ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200)) }
        let photo = app.add("picture", to: scroller) { View(frame: Rect(x: 0, y: 0, width: 400, height: 400)) }
        let zoom = ZoomablePhoto(photo: photo)
        scroller.delegate = zoom
        (scroller.minimumZoomScale, scroller.maximumZoomScale) = (1, 4)
        scroller.setZoomScale(2, animated: false)
        let zoomed = ScreenSVG(ScreenSnapshot(application: app.app)).document()
        let xml = ParsedXML(zoomed)
        #expect(xml.elements.contains { $0.attributes["transform"]?.hasPrefix("matrix(2 0 0 2 ") == true })
        #expect(xml.text.contains("zoom 2×"))
        #expect(xml.all("rect", class: "in").count == 2, "scroll indicators across and down")
        withExtendedLifetime(zoom) {}
    }

    @Test("a table shows only the rows it has on screen")
    func tableShowsVisibleRows() throws {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        try form.list.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        let table = ScreenSnapshot(application: app.app).find(type: "TableView", identifier: "list").first
        let texts = table?.children.flatMap(\.children).compactMap { cell -> String? in
            if case .text(let text) = cell.content { return text }
            return nil
        }
        #expect(texts?.contains("Row 10") == true && texts?.contains("Row 0") == false)
        #expect((texts?.count ?? 0) <= 3)
    }

    @Test("a snapshot finds components as scripts name them: identifier, label, ordinal, first")
    func findsLikeTheLocator() {
        let app = PluginTestApp()
        let form = PictureForm(in: app)
        let snapshot = ScreenSnapshot(application: app.app)
        #expect(snapshot.find(type: "button", identifier: "Save").first?.identifier == "save")
        #expect(snapshot.find(type: "Control", identifier: "#1").first?.identifier == "pin")
        #expect(snapshot.find(type: "Label", identifier: "*").first?.identifier == "status")
        #expect(snapshot.find(type: "Button", identifier: "nothing").isEmpty)
        #expect(snapshot.target(of: Command("Device", "*", "Shake")) == nil)
        let locator = ComponentLocator(application: app.app)
        for ordinal in 1...9 {
            let live = locator.find(type: "Control", identifier: "#\(ordinal)").first?.accessibilityIdentifier
            #expect(snapshot.find(type: "Control", identifier: "#\(ordinal)").first?.identifier == live)
        }
        withExtendedLifetime(form) {}
    }
}
