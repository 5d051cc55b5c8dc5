import Components

/// The names scripts give to component types: a class and its superclasses, nearest first.
///
/// Looked up once per class and kept, so naming a view in a hot path costs a dictionary read.
@MainActor
enum TypeNames {
    /// One class in a chain: its identity and the name a script writes.
    struct Link {
        let id: ObjectIdentifier
        let name: String
        /// The name in lower case, as scripts' type names are compared.
        let lowercased: String
    }

    private static var chains: [ObjectIdentifier: [Link]] = [:]

    /// `type` and its superclasses up to ``View``, nearest first.
    static func chain(ofClass type: AnyClass) -> [Link] {
        let key = ObjectIdentifier(type)
        if let chain = chains[key] { return chain }
        var links: [Link] = []
        var current: AnyClass? = type
        while let link = current {
            let name = name(of: link)
            links.append(Link(id: ObjectIdentifier(link), name: name, lowercased: name.lowercased()))
            if link == View.self { break }
            current = _getSuperclass(link)
        }
        chains[key] = links
        return links
    }

    /// The name of `type` as a script writes it: `Button`, `SketchView`.
    static func name(of type: Any.Type) -> String {
        String(describing: type)
    }

    /// Whether `view` is a `typeName` (its class or a superclass), ignoring case.
    static func view(_ view: View, isA typeName: String) -> Bool {
        let wanted = typeName.lowercased()
        for link in chain(ofClass: Swift.type(of: view)) where link.lowercased == wanted { return true }
        return false
    }
}
