/// A parsed JSON value and the byte offset where it starts, so a decoding error found later
/// can still point at the line and column it concerns.
struct JSONNode {
    /// The value. Numbers keep their literal, so each type reads it exactly and checks its range.
    enum Value {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// A key and its value, in the order written.
    struct Member {
        var key: String
        var node: JSONNode
    }

    var value: Value
    var offset: Int

    /// What kind of value this is, for messages: "a string", "null", …
    var kind: String {
        switch value {
        case .null: "null"
        case .bool: "true or false"
        case .number(let literal): "the number \(literal.count > 40 ? literal.prefix(40) + "…" : Substring(literal))"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The node a coding path leads to, or the deepest node on the way when the rest is missing.
    func node(at path: [any CodingKey]) -> JSONNode {
        var node = self
        for key in path {
            switch node.value {
            case .array(let items):
                guard let index = key.intValue, items.indices.contains(index) else { return node }
                node = items[index]
            case .object(let members):
                guard let member = members.first(where: { $0.key == key.stringValue }) else { return node }
                node = member.node
            default:
                return node
            }
        }
        return node
    }
}
