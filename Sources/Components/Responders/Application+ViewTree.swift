/// The shape of the application's view tree, and values worked out from it kept until it
/// changes.
extension Application {
    /// The value `make` works out from the shape of the view tree, worked out the first time
    /// `key` is asked for and kept until the shape changes.
    ///
    /// The tree changes shape when a view is added to, inserted in or removed from a tree in
    /// one of the windows, or brought to the front or sent to the back of its siblings there,
    /// and when a window is added or removed. Each such change increments
    /// ``viewTreeGeneration`` and drops every kept value, so a value never outlives the shape
    /// it was worked out from and never holds a view that left the windows. Nothing else is a
    /// change of shape: a view hidden, renamed, moved by its frame or scrolled keeps its place,
    /// so keep only what depends on places in the tree (which views there are, their order,
    /// their classes), and read everything else off the views when it is needed.
    ///
    /// Code that looks for views again and again, such as a player finding each command's
    /// component, walks the tree once per change of shape instead of once per look:
    ///
    /// ```swift
    /// struct SlidersKey: Hashable {}
    /// let sliders = app.viewTreeValue(for: SlidersKey()) {
    ///     app.windows.flatMap { $0.views(ofType: Slider.self) }
    /// }
    /// ```
    ///
    /// A value `make` returns after changing the tree's shape itself is returned, not kept. The
    /// same key asked for with another type of value is another value.
    ///
    /// - Parameters:
    ///   - key: What the value is; a key of a type of the caller's own never meets another
    ///     caller's.
    ///   - make: Works the value out from the views in the windows as they are.
    /// - Returns: The value kept for `key`, or the one `make` returns.
    @inlinable
    public func viewTreeValue<Key: Hashable, Value>(for key: Key, make: () -> Value) -> Value {
        let store = viewTreeStore
        let box = store.box(keys: Key.self, values: Value.self)
        if let kept = box.value(for: key) { return kept }
        let generation = store.generation
        let value = make()
        if store.generation == generation { box.keep(value, for: key) }
        return value
    }

    /// Records that the view tree changed shape: a new generation, and no value kept.
    func noteViewTreeChange() {
        viewTreeStore.noteChange()
    }
}
