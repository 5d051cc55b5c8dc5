/// Where each line of a script's JSON form starts in its file, so a problem with `lines[3]` is
/// reported at the line and column an editor shows it.
///
/// Foundation's reader says where a syntax error is, but not where a value it read came from;
/// this scan finds the elements of the top-level object's `"lines"` array. It runs only after
/// Foundation has read the same bytes as valid JSON, so it follows strings and nesting and
/// nothing else.
enum JSONLinePlaces {
    /// A place in the file: line and column (in characters), from 1.
    struct Place: Equatable {
        var line: Int
        var column: Int
    }

    /// The place of each element of the `"lines"` array, in order; empty when there is none.
    static func places(in json: [UInt8]) -> [Place] {
        var scan = Scan(bytes: json)
        return scan.elementsOfLines()
    }

    /// A cursor over the bytes that counts lines and columns as it goes.
    private struct Scan {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        /// The place of the byte at `offset`.
        var place: Place {
            Place(line: line, column: String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
        }

        mutating func elementsOfLines() -> [Place] {
            var depth = 0
            var key: [UInt8]?
            var expectingElement = false
            var places: [Place] = []
            while offset < bytes.count {
                let byte = bytes[offset]
                if expectingElement, depth == 2, !Self.isSpace(byte), byte != UInt8(ascii: "]") {
                    places.append(place)
                    expectingElement = false
                }
                switch byte {
                case UInt8(ascii: "\""):
                    let text = string()
                    if depth == 1, key == nil { key = text }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    expectingElement = depth == 2 && byte == UInt8(ascii: "[") && key == Array("lines".utf8)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 1 { key = nil }
                    if depth == 2, key == Array("lines".utf8) { expectingElement = true }
                case 0x0A:
                    (line, lineStart) = (line + 1, offset + 1)
                default: break
                }
                advance()
            }
            return places
        }

        /// Reads the string that starts at `offset`, and returns its raw bytes.
        private mutating func string() -> [UInt8] {
            advance()
            let start = offset
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                if bytes[offset] == UInt8(ascii: "\\") { advance() }
                advance()
            }
            defer { advance() }
            return Array(bytes[start..<min(offset, bytes.count)])
        }

        private mutating func advance() { offset += 1 }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
