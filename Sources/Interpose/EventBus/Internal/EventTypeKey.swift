/// What a bus files subscriptions under: the event's type.
@usableFromInline
struct EventTypeKey: ListKey, Sendable {
    @usableFromInline let address: UInt
    @usableFromInline var tag: UInt { 0 }
    /// The type's bit in its store's key filter (which buses do not read): bits 3 to 8 of its
    /// metadata's address.
    @usableFromInline var filterBit: UInt { 1 &<< (address &>> 3) }

    @inlinable
    init<Event>(_ type: Event.Type) {
        address = UInt(bitPattern: ObjectIdentifier(type))
    }
}
