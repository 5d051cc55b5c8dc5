/// The ``FlowState`` values of the outermost calls under way on the current thread or task.
enum FlowBinding {
    /// The values, one per flow state, innermost last.
    struct Values: Sendable {
        private var entries: [(key: ObjectIdentifier, box: any AnyObject & Sendable)] = []

        /// The box bound for `key`, if any.
        func box(for key: FlowKey) -> (any AnyObject & Sendable)? {
            let id = ObjectIdentifier(key)
            for entry in entries.reversed() where entry.key == id { return entry.box }
            return nil
        }

        /// These values and `box` for `key`.
        func adding(_ key: FlowKey, _ box: any AnyObject & Sendable) -> Self {
            var values = self
            values.entries.append((ObjectIdentifier(key), box))
            return values
        }
    }

    @TaskLocal static var values = Values()

    /// Runs `body` with `values` bound.
    static func bind<Result, Failure: Error>(
        _ values: Values, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        do {
            return try $values.withValue(values) { try body() }
        } catch {
            throw error as! Failure
        }
    }
}
