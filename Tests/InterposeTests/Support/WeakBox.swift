import Interpose

/// A weak reference a `@Sendable` closure can carry.
final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

// Tests set `object` before any closure that carries the box runs, on the same thread.
extension WeakBox: @unchecked Sendable {}
