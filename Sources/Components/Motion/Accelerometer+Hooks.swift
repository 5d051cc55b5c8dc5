import Interpose

extension Accelerometer: HookDeclaring {
    /// The hooks calls on the accelerometer go through: its delegate and its deliveries.
    nonisolated public static var declaredHooks: [DeclaredHook] {
        [setDelegateHook.declaration, didAccelerateHook.declaration]
    }
}
