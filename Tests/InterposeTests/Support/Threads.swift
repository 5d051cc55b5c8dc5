import Foundation
import Interpose

/// Runs each closure on its own thread, all at once, and returns when every one has finished
/// and what their calls and changes retired is freed.
///
/// Real threads, not tasks: the point is to have calls and changes truly overlap. What a
/// thread of another test frees on this test's behalf (its drain frees every slot no thread
/// reads) is waited for too (``Reclamation/settle()``).
func runOnThreads(_ bodies: [@Sendable () -> Void]) {
    let group = DispatchGroup()
    for body in bodies {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.start()
    }
    group.wait()
    Reclamation.settle()
}
