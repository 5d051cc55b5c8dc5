import ComponentTestSupport
import Components
import Interpose
import Testing

/// Values worked out from the shape of an application's view tree: kept while the shape holds,
/// dropped, with a new generation, at every change of shape, and at nothing else.
@MainActor
@Suite struct ViewTreeValueTests {
    let test = TestApp()

    /// The key of the value these tests keep: every view of every window, in search order.
    struct Everything: Hashable {}

    /// The views the application keeps under ``Everything``, and how many times they were
    /// worked out so far.
    @MainActor
    final class Keeper {
        var walks = 0

        func views(of app: Application) -> [View] {
            app.viewTreeValue(for: Everything()) {
                walks += 1
                return app.windows.flatMap { $0.viewsInTree }
            }
        }
    }

    /// A window with a card holding two buttons, and a second window with a label.
    func scene() -> (card: View, ok: Button, cancel: Button, second: Window, note: Label) {
        let card = test.add("card") { View(frame: Rect(x: 0, y: 0, width: 320, height: 200)) }
        let ok = test.add("ok", to: card) { Button(title: "OK", frame: Rect(x: 0, y: 0, width: 100, height: 40)) }
        let cancel = test.add("cancel", to: card) {
            Button(title: "Cancel", frame: Rect(x: 0, y: 50, width: 100, height: 40))
        }
        let second = test.make { Window() }
        test.app.addWindow(second)
        let note = test.add("note", to: second) { Label(text: "Note", frame: .zero) }
        return (card, ok, cancel, second, note)
    }

    @Test("a value is worked out once and kept while the tree keeps its shape; another key gets its own")
    func keptWhileTheShapeHolds() {
        _ = scene()
        let keeper = Keeper()
        let first = keeper.views(of: test.app)
        let second = keeper.views(of: test.app)
        #expect(keeper.walks == 1)
        #expect(ids(first) == ids(second))
        #expect(ids(first) == ids(walked()))
        #expect(test.app.viewTreeValue(for: "count") { first.count } == 6)
        #expect(test.app.viewTreeValue(for: "count") { 0 } == 6)
        #expect(keeper.walks == 1)
    }

    /// The ways a tree changes shape.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case addSubview, insertSubview, removeFromSuperview, moveToAnotherWindow, bringToFront, sendToBack
        case addDeepInside, addWindow, removeWindow

        var testDescription: String { rawValue }
    }

    @Test(
        "every change of shape makes a new generation and drops the value, so the next one sees it",
        arguments: Change.allCases)
    func changesOfShape(_ change: Change) {
        let scene = scene()
        let keeper = Keeper()
        _ = keeper.views(of: test.app)
        let generation = test.app.viewTreeGeneration
        let extra = test.make { View(frame: .zero) }
        switch change {
        case .addSubview: test.window.addSubview(extra)
        case .insertSubview: scene.card.insertSubview(extra, at: 0)
        case .removeFromSuperview: scene.ok.removeFromSuperview()
        case .moveToAnotherWindow: scene.second.addSubview(scene.ok)
        case .bringToFront: scene.card.bringSubviewToFront(scene.ok)
        case .sendToBack: scene.card.sendSubviewToBack(scene.cancel)
        case .addDeepInside: scene.ok.addSubview(extra)
        case .addWindow: test.app.addWindow(test.make { Window() })
        case .removeWindow: test.app.removeWindow(scene.second)
        }
        #expect(test.app.viewTreeGeneration != generation)
        #expect(ids(keeper.views(of: test.app)) == ids(walked()))
        #expect(keeper.walks == 2)
    }

    @Test("hiding, renaming, retitling, moving and scrolling views keep the generation and the value")
    func sameShape() {
        let scene = scene()
        let keeper = Keeper()
        _ = keeper.views(of: test.app)
        let generation = test.app.viewTreeGeneration
        scene.ok.isHidden = true
        scene.card.alpha = 0
        scene.cancel.accessibilityIdentifier = "dismiss"
        scene.cancel.accessibilityLabel = "Dismiss"
        scene.cancel.tag = 7
        scene.cancel.title = "Close"
        scene.note.text = "Later"
        scene.card.frame = Rect(x: 10, y: 300, width: 100, height: 100)
        scene.card.bounds.origin = Point(x: 0, y: 40)
        scene.second.isHidden = true
        test.app.makeKey(scene.second)
        #expect(test.app.viewTreeGeneration == generation)
        _ = keeper.views(of: test.app)
        #expect(keeper.walks == 1)
    }

    @Test("a tree built outside any window counts once it is added, and changes inside it count from then on")
    func treeBuiltOutside() {
        let panel = test.make { View(frame: .zero) }
        let start = test.app.viewTreeGeneration
        panel.addSubview(test.make { Button(title: "A", frame: .zero) })
        #expect(test.app.viewTreeGeneration == start)
        test.window.addSubview(panel)
        let added = test.app.viewTreeGeneration
        #expect(added != start)
        panel.subviews[0].addSubview(test.make { View(frame: .zero) })
        #expect(test.app.viewTreeGeneration != added)
        #expect(Keeper().views(of: test.app).count == 4)
    }

    @Test("a view moved from one application's window to another's changes both trees")
    func betweenApplications() {
        let ok = scene().ok
        let other = TestApp()
        let (mine, theirs) = (Keeper(), Keeper())
        #expect(mine.views(of: test.app).contains { $0 === ok })
        #expect(!theirs.views(of: other.app).contains { $0 === ok })
        other.window.addSubview(ok)
        #expect(!mine.views(of: test.app).contains { $0 === ok })
        #expect(theirs.views(of: other.app).contains { $0 === ok })
        #expect(mine.walks == 2 && theirs.walks == 2)
    }

    @Test("a window inside another application's tree changes both applications' trees")
    func nestedWindow() {
        let other = TestApp()
        let guest = test.make { Window(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        test.app.addWindow(guest)
        other.window.addSubview(guest)
        let (mine, theirs) = (test.app.viewTreeGeneration, other.app.viewTreeGeneration)
        guest.addSubview(test.make { View(frame: .zero) })
        #expect(test.app.viewTreeGeneration != mine)
        #expect(other.app.viewTreeGeneration != theirs)
    }

    @Test("a kept value holds no view that left the windows, even when it was never asked for again")
    func holdsNothingThatLeft() {
        weak var gone: View?
        do {
            let view = test.add("gone") { View(frame: .zero) }
            gone = view
            #expect(Keeper().views(of: test.app).contains { $0 === view })
            view.removeFromSuperview()
        }
        #expect(gone == nil)
    }

    @Test("a value whose working out changed the shape is returned, not kept")
    func changedWhileMaking() {
        let keeper = Keeper()
        let first = test.app.viewTreeValue(for: Everything()) {
            keeper.walks += 1
            test.window.addSubview(test.make { View(frame: .zero) })
            return [View]()
        }
        #expect(first.isEmpty)
        #expect(keeper.views(of: test.app).count == 2)
        #expect(keeper.walks == 2)
    }

    /// The views of every window walked now, in search order.
    private func walked() -> [View] {
        test.app.windows.flatMap { $0.viewsInTree }
    }

    private func ids(_ views: [View]) -> [ObjectIdentifier] {
        views.map(ObjectIdentifier.init)
    }
}
