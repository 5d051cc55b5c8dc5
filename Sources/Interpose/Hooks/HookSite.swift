/// Where a hook is declared: the file and line the compiler filled in.
///
/// Two hooks are the same hook only if they share name, type *and* site, so two declarations
/// that happen to use the same name literal never share advice; a registry refuses the second
/// one loudly instead (``AdviceError/hookNameClash(_:first:second:)``). A computed hook in a
/// generic type has one site for every specialization, which its type tells apart.
public struct HookSite: Sendable, Hashable, CustomStringConvertible {
    /// The declaring file, as `Module/File.swift`.
    public let fileID: StaticString
    /// The declaring line.
    public let line: UInt

    /// A site; hooks make their own from `#fileID` and `#line`.
    @inlinable
    public init(fileID: StaticString, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// The site folded into one word, for the hook's key: a compile-time constant for a hook
    /// declared as a `static let`.
    @inlinable
    var word: UInt {
        let file = fileID.hasPointerRepresentation ? UInt(bitPattern: fileID.utf8Start) : 0
        return (file &* 0x9E37_79B9_7F4A_7C15) ^ line
    }

    /// `Module/File.swift:line`.
    public var description: String { "\(fileID):\(line)" }

    /// Sites are equal when they name the same file and line.
    public static func == (lhs: HookSite, rhs: HookSite) -> Bool {
        lhs.line == rhs.line && lhs.fileID.description == rhs.fileID.description
    }

    /// Hashes file and line.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID.description)
        hasher.combine(line)
    }
}
