import Interpose

extension Device: HookDeclaring {
    /// The hooks calls on the device go through: its rotation.
    nonisolated public static var declaredHooks: [DeclaredHook] {
        [rotateHook.declaration]
    }
}
