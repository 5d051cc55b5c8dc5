/// A spied call's receiver, held weakly so that recording a call never extends its life.
final class WeakReceiver<Receiver: AnyObject> {
    weak let object: Receiver?

    init(_ object: Receiver) {
        self.object = object
    }
}

// The box only holds a weak reference and never touches the object's state. It hands the
// object back to whoever reads the recorded call, as the hook handed it to advice on the
// calling thread; the receiver types hooks serve are shared across threads the same way.
extension WeakReceiver: @unchecked Sendable {}
