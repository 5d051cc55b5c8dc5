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

    /// The site folded into the hook's key: its line, a constant that costs the call path
    /// nothing to read. Two declarations of one name on the same line of two files would share
    /// a key; a registry refuses the second of them anyway, since their sites differ.
    @inlinable
    var word: UInt { line &* 0x9E37_79B9_7F4A_7C15 }

    /// The bit a hook declared here sets in its registry's key filter (``ChainStore/keys``):
    /// its line, modulo 64. A constant wherever the hook is (a `static let` is), so the test
    /// every unadvised call makes is a bit test against an immediate; hooks declared within 64
    /// lines of each other never share a bit.
    @inlinable
    var filterBit: UInt { 1 &<< (line & 63) }

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
