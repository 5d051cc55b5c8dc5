import Testing

@testable import Plugins

/// Hiding secrets in text: one pass from the start, the longest value first where several
/// start at one place, so no part of a secret is left and no placeholder is rewritten.
@Suite struct SecretHidingTests {
    @Test func longestFirst() {
        let secrets = PlaybackSecrets(["user": "alice", "short": "ali"])
        #expect(secrets.hidden(in: "Welcome, alice and ali!") == "Welcome, ${user} and ${short}!")
    }

    @Test func placeholdersStay() {
        // `user` is one secret's name and another's value.
        let secrets = PlaybackSecrets(["user": "alice", "pw": "user"])
        #expect(secrets.hidden(in: "alice, user") == "${user}, ${pw}")
    }

    @Test func emptyAndNone() {
        #expect(PlaybackSecrets(["blank": ""]).hidden(in: "text") == "text")
        #expect(PlaybackSecrets().hidden(in: "") == "")
        #expect(PlaybackSecrets(["a": "x", "b": "y"]).only(["b"]).hidden(in: "xy") == "x${b}")
    }
}
