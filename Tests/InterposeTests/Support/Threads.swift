import Foundation

/// Runs each closure on its own thread, all at once, and returns when every one has finished.
///
/// Real threads, not tasks: the point is to have calls and changes truly overlap.
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
}
