import Foundation

/// The process's environment.
enum ProcessEnvironment {
    /// The value of the variable `name`, if it is set.
    static func value(of name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
