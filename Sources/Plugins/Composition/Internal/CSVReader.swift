/// Splits a CSV (or tab-separated) text into records of fields, with the line each starts on.
enum CSVReader {
    /// One record: its fields and the line it starts on, from 1.
    struct Record {
        var fields: [String]
        var line: Int
    }

    /// The records in `text`; `problem` hears each malformed place by line and column.
    static func records(in text: String, problem: (Int, Int, String) -> Void) -> [Record] {
        let characters = Array(text)
        let separator = separator(of: characters)
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var (line, column, recordLine) = (1, 1, 1)
        var index = 0
        var quotedAt: (line: Int, column: Int)?
        func endRecord() {
            fields.append(field)
            records.append(Record(fields: fields, line: recordLine))
            (fields, field) = ([], "")
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quotedAt != nil {
                if character == "\"" {
                    if index < characters.count, characters[index] == "\"" {
                        field.append("\"")
                        index += 1
                    } else {
                        quotedAt = nil
                    }
                } else {
                    if character.isNewline { (line, column) = (line + 1, 0) }
                    field.append(character)
                }
                column += 1
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quotedAt = (line, column)
            case separator:
                fields.append(field)
                field = ""
            case "\n", "\r", "\r\n":
                endRecord()
                (line, column) = (line + 1, 0)
                recordLine = line
            default: field.append(character)
            }
            column += 1
        }
        if let opening = quotedAt { problem(opening.line, opening.column, "this quote is never closed") }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }

    /// A tab when the first line has tabs and no comma; a comma otherwise.
    private static func separator(of characters: [Character]) -> Character {
        let header = characters.prefix { !$0.isNewline }
        return header.contains("\t") && !header.contains(",") ? "\t" : ","
    }
}
