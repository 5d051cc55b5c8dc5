import Components
import Foundation
import Interpose
import Testing

/// The hooks a tracer can select: every component hook, published and declared.
@MainActor
@Suite struct ComponentCatalogTests {
    @Test("components publish every hook the Components article lists, each once, named after its type")
    func everyHook() throws {
        let hooks = ComponentHooks.declaredHooks
        #expect(Set(hooks).count == hooks.count)
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let listed = article.split(separator: "\n").filter { $0.hasPrefix("| ``") }.map { row in
            row.dropFirst(4).prefix { $0 != "/" }
        }
        #expect(hooks.count == listed.count)
        let byType = Dictionary(grouping: hooks, by: \.receiverTypeName).mapValues(\.count)
        let listedByType = Dictionary(grouping: listed, by: String.init).mapValues(\.count)
        #expect(byType == listedByType)
        #expect(hooks.allSatisfy { $0.name.hasPrefix($0.receiverTypeName + ".") })
    }

    @Test("each type answers with the hooks its calls go through, its superclasses' included")
    func perType() {
        let button = Set(Button.declaredHooks.map(\.name))
        #expect(
            button == [
                "Responder.deliverTouches", "Responder.deliverMotion", "Responder.deliverPresses", "View.didInit",
                "Control.sendActions",
            ])
        #expect(TableView.declaredHooks.count == ScrollView.declaredHooks.count + 8)
        #expect(
            TapGestureRecognizer.declaredHooks.map(\.name) == [
                "GestureRecognizer.setState", "GestureRecognizer.sendActions", "GestureRecognizer.setDelegate",
            ])
    }

    @Test("creating a component declares every component hook to the catalog")
    func declared() {
        _ = View()
        let known = Set(HookCatalog.hooks)
        #expect(ComponentHooks.declaredHooks.allSatisfy(known.contains))
        #expect(AspectRegistry().knownHooks().filter { $0.name.hasPrefix("Application.") }.count == 2)
    }

    private static var article: URL {
        URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources/Components/Components.docc/Components.md")
    }
}
