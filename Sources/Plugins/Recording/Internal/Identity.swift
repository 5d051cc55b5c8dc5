import Components

/// A component a recording session named, and whether that name may outlast the input it was
/// made for.
struct Identity {
    /// The component.
    let view: ObjectIdentifier
    /// Its name.
    let identification: Identification
    /// When the name was made (the tree's generation and the naming revision then), if it
    /// stands for as long as neither moves (see ``ComponentLocator/lasts(_:as:)``); `nil` for a
    /// name that holds for one input only.
    let stamp: ViewsStamp?
}
