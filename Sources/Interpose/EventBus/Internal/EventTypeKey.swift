/// What a bus files subscriptions under: the event's type.
@usableFromInline
struct EventTypeKey: ListKey, Sendable {
    @usableFromInline let address: UInt
    @usableFromInline var tag: UInt { 0 }

    @inlinable
    init<Event>(_ type: Event.Type) {
        address = UInt(bitPattern: ObjectIdentifier(type))
    }
}
