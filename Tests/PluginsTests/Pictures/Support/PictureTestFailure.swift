/// A test's own failure, for a `throw` where a value was not what the test needs.
struct PictureTestFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
