import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A document read with Foundation's `XMLParser`: every element with its attributes, in
/// document order, for tests that check what a picture or a page holds.
final class ParsedXML: NSObject, XMLParserDelegate {
    /// One element: its name and attributes.
    struct Element {
        let name: String
        let attributes: [String: String]

        /// The element's classes.
        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    }

    private(set) var elements: [Element] = []
    private(set) var text = ""

    /// Parses `markup`, expecting it to be well-formed.
    init(_ markup: String, sourceLocation: SourceLocation = #_sourceLocation) {
        super.init()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = self
        let parsed = parser.parse()
        #expect(
            parsed, "not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
    }

    /// The elements called `name`.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The elements called `name` that have class `style`.
    func all(_ name: String, class style: String) -> [Element] {
        all(name).filter { $0.classes.contains(style) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }
}
