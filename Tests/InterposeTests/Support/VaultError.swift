import Interpose

/// What a vault refuses to do.
enum VaultError: Error, Equatable, Codable {
    case insufficientFunds(requested: Int)
    case frozen
}
