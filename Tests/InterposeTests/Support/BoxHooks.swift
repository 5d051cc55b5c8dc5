import Interpose

/// Hooks for one specialization of ``Box``, as `static let` in a non-generic namespace: the
/// other form that works, when only a concrete specialization needs a hook.
enum BoxHooks {
    static let takeIntHook = Hook<Box<Int>, Void, Int?>("Box<Int>.take")
}
