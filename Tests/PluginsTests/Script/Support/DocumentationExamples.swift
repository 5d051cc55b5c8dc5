import Foundation
import Testing

/// The code blocks of the script language article, so every example in the documentation is a
/// test case.
///
/// Blocks are told apart by their language: `script` is canonical text, `json` a script's JSON
/// form, `text` an input whose canonical form (`script`) or diagnostics (`console`) follow it.
enum DocumentationExamples {
    struct Block: CustomTestStringConvertible {
        var language: String
        var text: String
        var line: Int

        var testDescription: String { "\(language) block at line \(line)" }
    }

    /// An input and what reading it gives: its canonical text or its diagnostics.
    struct Pair: CustomTestStringConvertible {
        var input: Block
        var expected: Block

        var testDescription: String { "\(input.language) at line \(input.line) → \(expected.language)" }
    }

    static let articlePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/Plugins/Plugins.docc/ScriptLanguage.md")

    /// Every fenced block of the article, each line followed by a line feed.
    static let blocks: [Block] = {
        guard let article = try? String(contentsOf: articlePath, encoding: .utf8) else { return [] }
        var blocks: [Block] = []
        var current: Block?
        for (index, line) in article.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(language: String(line.dropFirst(3)), text: "", line: index + 1)
                }
            } else if current != nil {
                current?.text += line + "\n"
            }
        }
        return blocks
    }()

    static func blocks(_ language: String) -> [Block] { blocks.filter { $0.language == language } }

    /// Each `text` block with the block after it.
    static let pairs: [Pair] = zip(blocks, blocks.dropFirst()).compactMap { first, second in
        first.language == "text" ? Pair(input: first, expected: second) : nil
    }
}
