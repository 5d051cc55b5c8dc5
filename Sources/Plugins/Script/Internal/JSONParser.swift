/// A strict JSON parser (RFC 8259) that keeps where each value starts and says where the first
/// syntax error is.
///
/// It is iterative, with an explicit stack limited to ``maximumDepth`` levels, so a hostile
/// document of ten thousand nested brackets is refused with a location instead of exhausting
/// the call stack. Linear in the input.
struct JSONParser {
    /// A syntax error: where, and what.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// How deeply arrays and objects may nest. A script's JSON needs about ten levels.
    static let maximumDepth = 100

    /// An array or object being read; mutated in place on the stack so its elements are never
    /// copied.
    private struct Frame {
        var isObject: Bool
        var offset: Int
        var items: [JSONNode] = []
        var members: [JSONNode.Member] = []
        var keys: Set<String> = []
        var key = ""
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    private var stack: [Frame] = []

    /// A parser for `bytes`, starting after a byte order mark if there is one.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Parses the whole input as one JSON value.
    mutating func parseDocument() throws(Failure) -> JSONNode {
        if let problem = ByteCheck.firstProblem(in: bytes, from: index, to: bytes.count, controls: false) {
            throw Failure(offset: problem.offset, message: problem.message)
        }
        let root = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected \(character()) after the JSON value") }
        return root
    }

    /// Parses one value, nested ones included, without recursion.
    private mutating func parseValue() throws(Failure) -> JSONNode {
        while true {
            guard var node = try openOrScalar() else { continue }
            while !stack.isEmpty {
                guard let closed = try attach(node) else { break }
                node = closed
            }
            if stack.isEmpty { return node }
        }
    }

    /// Reads the next value: a scalar, an empty container, or the opening of a container (which
    /// is pushed, and nil returned so the caller reads its first element).
    private mutating func openOrScalar() throws(Failure) -> JSONNode? {
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of input; expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.maximumDepth else {
                throw failure("arrays and objects nest deeper than \(Self.maximumDepth) levels")
            }
            let isObject = bytes[index] == UInt8(ascii: "{")
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                return JSONNode(value: isObject ? .object([]) : .array([]), offset: start)
            }
            var frame = Frame(isObject: isObject, offset: start)
            if isObject { frame.key = try parseKey(keys: []) }
            stack.append(frame)
            return nil
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), offset: start)
        default: return JSONNode(value: try parseLiteral(), offset: start)
        }
    }

    /// Adds a finished value to the innermost container; returns the container when it closes,
    /// nil when another element follows.
    private mutating func attach(_ node: JSONNode) throws(Failure) -> JSONNode? {
        let last = stack.count - 1
        let isObject = stack[last].isObject
        if isObject {
            stack[last].members.append(JSONNode.Member(key: stack[last].key, node: node))
            stack[last].keys.insert(stack[last].key)
        } else {
            stack[last].items.append(node)
        }
        skipWhitespace()
        let next = index < bytes.count ? bytes[index] : 0
        if next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            index += 1
            let frame = stack.removeLast()
            return JSONNode(value: isObject ? .object(frame.members) : .array(frame.items), offset: frame.offset)
        }
        guard next == UInt8(ascii: ",") else {
            throw failure(
                isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element")
        }
        index += 1
        if isObject { stack[last].key = try parseKey(keys: stack[last].keys) }
        return nil
    }

    /// Reads `"key" :`, refusing a key the object already has.
    private mutating func parseKey(keys: Set<String>) throws(Failure) -> String {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw failure("expected a key in quotes")
        }
        let start = index
        let key = try parseString()
        guard !keys.contains(key) else { throw Failure(offset: start, message: "duplicate key \"\(key)\"") }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
        index += 1
        return key
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// A failure at the current byte.
    func failure(_ message: String) -> Failure {
        Failure(offset: index, message: message)
    }

    /// The character at the current byte, for messages.
    func character() -> String {
        guard index < bytes.count else { return "end of input" }
        let length = LineParser.characterLength(bytes, at: index, end: bytes.count)
        let text = LineParser.string(bytes, from: index, to: index + length)
        return bytes[index] < 0x20 ? "control character \(ByteCheck.hex(bytes[index]))" : "'\(text)'"
    }
}
