import Interpose

/// Every hook the components declare, published once to `HookCatalog` so that
/// selectors in any registry match them.
///
/// The first component created (a responder, a gesture recognizer or an accelerometer)
/// declares them all, so selector advice installed before any component exists still joins
/// every component hook:
///
/// ```swift
/// try registry.on(matching: "ScrollView.delegate.*").before { call in print(call.hook.name) }
/// let table = TableView()   // the scroll view's delegate hooks are known from here on
/// ```
///
/// The hooks are listed in the Components article; each type also answers with its own
/// (``Responder/declaredHooks``, ``GestureRecognizer/declaredHooks``, …).
public enum ComponentHooks: HookDeclaring {
    /// Every component hook, each once.
    public static var declaredHooks: [DeclaredHook] {
        let lists: [[DeclaredHook]] = [
            Application.declaredHooks, Window.declaredHooks, TextField.declaredHooks,
            NavigationController.declaredHooks, TabBarController.declaredHooks, TableView.declaredHooks,
            PickerView.declaredHooks,
            GestureRecognizer.declaredHooks, Device.declaredHooks, Accelerometer.declaredHooks,
        ]
        var seen = Set<DeclaredHook>()
        return lists.joined().filter { seen.insert($0).inserted }
    }

    /// Declares every component hook to the catalog, the first time it is read.
    static let declared: Void = HookCatalog.declare(declaredHooks)
}
