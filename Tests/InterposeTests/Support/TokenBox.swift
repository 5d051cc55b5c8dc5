import Interpose

/// Holds tokens for advice that needs to reach them.
final class TokenBox {
    var all: [AdviceToken] = []
}

// Written once before the first call, read during calls on the same thread.
extension TokenBox: @unchecked Sendable {}
