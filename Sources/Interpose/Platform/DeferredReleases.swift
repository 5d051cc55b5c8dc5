/// Strong references taken while a lock is held, let go only once it is released.
///
/// Testing a weak reference loads a strong one. If another thread drops the object's last
/// reference meanwhile, ours becomes the last, and letting it go runs the object's `deinit`:
/// user code, which must never run under a registry's or bus's lock (a `deinit` that removes
/// its instance advice takes that lock again). Code that tests weak references under a lock
/// takes the lock with ``Locked/withLockDeferringReleases(_:)``, which parks what it loaded
/// here and drains it after unlocking.
@usableFromInline
final class DeferredReleases {
    private var objects: [AnyObject] = []

    /// Keeps `object` until ``drain()``.
    func keep(_ object: AnyObject) {
        objects.append(object)
    }

    /// Lets go of everything kept. Call it with no lock held.
    func drain() {
        objects = []
    }
}

extension WeakReference {
    /// Whether the object has gone; if not, the strong reference the test loaded is parked in
    /// `releases` rather than let go under the caller's lock.
    func isGone(deferringReleaseTo releases: DeferredReleases) -> Bool {
        guard let object else { return true }
        releases.keep(object)
        return false
    }
}
