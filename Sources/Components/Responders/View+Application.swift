/// A view's application, found once and kept while no view changed superview and no window
/// changed application.
///
/// A control finds its application on every action it sends (the application routes it), and
/// finding it walks up to the window: a weak load and two reference counts per view on the
/// way, each slow for a view (views are referenced weakly, so their counts live in a side
/// table), and a cast. A view keeps what it found, weakly, stamped with a count of every change
/// that could change the answer.
extension View {
    /// Counts every change, in any view, of a superview, and, in any window, of its application:
    /// the only changes that move a view to another application (or to none). An application
    /// that goes away empties the views' weak references to it.
    ///
    /// Unchecked for exclusivity, as the naming count is.
    @exclusivity(unchecked) private static var ancestryChanges = 0

    /// Notes that a view's superview, or a window's application, changed.
    static func noteAncestryChange() {
        ancestryChanges &+= 1
    }

    /// The application of the view's window: the one found last while the ancestry count stands,
    /// else found now.
    func findApplication() -> Application? {
        if foundApplicationAt == Self.ancestryChanges, let found = foundApplication { return found }
        let found = window?.application
        (foundApplication, foundApplicationAt) = (found, Self.ancestryChanges)
        return found
    }
}
