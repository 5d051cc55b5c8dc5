import Interpose

extension GestureRecognizer: HookDeclaring {
    /// The hooks calls on a gesture recognizer go through: its state, its actions and its
    /// delegate. Subclasses declare none of their own.
    nonisolated public static var declaredHooks: [DeclaredHook] {
        [setStateHook.declaration, sendActionsHook.declaration, setDelegateHook.declaration]
    }
}
