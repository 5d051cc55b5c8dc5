/// A field inside a ``CassetteValue``, named by keys from the top down: `"request.id"`. The
/// empty path is the whole value. Through an array, a path applies to every element.
struct CassettePath: Sendable, Hashable {
    let keys: [String]

    init(_ text: String) {
        keys = text.split(separator: ".").map(String.init)
    }

    /// `value` without the field.
    func removing(from value: CassetteValue) -> CassetteValue {
        edit(value, keys[...]) { _ in nil } ?? .null
    }

    /// `value` with the field, where it exists, replaced by `replacement`.
    func replacing(in value: CassetteValue, with replacement: CassetteValue) -> CassetteValue {
        edit(value, keys[...]) { _ in replacement } ?? .null
    }

    /// `value` with `change` applied to what `keys` name; `nil` where `change` removes it.
    private func edit(
        _ value: CassetteValue, _ keys: ArraySlice<String>, _ change: (CassetteValue) -> CassetteValue?
    ) -> CassetteValue? {
        guard let key = keys.first else { return change(value) }
        switch value {
        case .object(var members):
            guard let member = members[key] else { return value }
            members[key] = edit(member, keys.dropFirst(), change)
            return .object(members)
        case .array(let elements):
            return .array(elements.compactMap { edit($0, keys, change) })
        default:
            return value
        }
    }
}
