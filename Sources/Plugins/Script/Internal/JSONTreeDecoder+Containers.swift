/// The keyed container: an object's members, looked up by key.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONNode.Member]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    private func node(_ key: Key) throws -> JSONNode {
        guard let member = members.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "missing key \"\(key.stringValue)\""))
        }
        return member.node
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try node(key).value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try read(type, forKey: key) }

    private func read<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try node(key).decode(type, at: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(type, forKey: key) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONTreeDecoder(node: node(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(node: node(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = AnyKey(stringValue: "super")
        guard let member = members.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "missing key \"super\""))
        }
        return JSONTreeDecoder(node: member.node, codingPath: codingPath + [key])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONTreeDecoder(node: try node(key), codingPath: codingPath + [key])
    }
}

/// The unkeyed container: an array's elements, read in order.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONNode]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [JSONNode], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> (JSONNode, [any CodingKey]) {
        let path = codingPath + [IndexKey(intValue: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: path, debugDescription: "expected another element, found the array's end"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex].value else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }

    private mutating func read<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try next()
        return try node.decode(type, at: path)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    mutating func decode(_ type: String.Type) throws -> String { try read(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try read(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try next()
        return try JSONTreeDecoder(node: node, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try next()
        return try JSONTreeDecoder(node: node, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try next()
        return JSONTreeDecoder(node: node, codingPath: path)
    }
}

/// The single-value container: one node.
struct SingleValueContainer: SingleValueDecodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        if case .null = node.value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }

    private func read<T: Decodable>(_ type: T.Type) throws -> T { try node.decode(type, at: codingPath) }

    func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    func decode(_ type: String.Type) throws -> String { try read(type) }
    func decode(_ type: Double.Type) throws -> Double { try read(type) }
    func decode(_ type: Float.Type) throws -> Float { try read(type) }
    func decode(_ type: Int.Type) throws -> Int { try read(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }
}
