/// What names views to a script, and whether a person can see them: a count of its changes.
extension View {
    /// A number that changes whenever, in any view, something changes that names a view to a
    /// script or lets a person see it.
    ///
    /// Those are a view's ``accessibilityIdentifier``, ``accessibilityLabel`` and ``tag``, the
    /// text a built-in component's label falls back to (a ``Button``'s title, a ``Label``'s
    /// text, a ``TextField``'s placeholder, and so a ``NavigationBar``'s title), whether a view
    /// is hidden (``isHidden``), and its ``alpha``. Together with
    /// ``Application/viewTreeGeneration`` (which views there are, and where), it tells code
    /// that keeps what it worked out from those, such as a recorder's identifiers, whether to
    /// work it out again:
    ///
    /// ```swift
    /// let stamp = (app.viewTreeGeneration, View.namingRevision)
    /// // … later: the same stamp means the same names and the same views to be seen.
    /// ```
    ///
    /// A subclass that computes its ``accessibilityLabel`` from state of its own changes it
    /// without a count: such code trusts only the built-in classes' labels.
    public static var namingRevision: Int { namingChanges }

    /// Counts a change to what names views or lets them be seen.
    ///
    /// Unchecked for exclusivity: each access is a read or an increment on the main actor,
    /// with no call in between, and every setter of a view's names pays for it.
    @exclusivity(unchecked) private static var namingChanges = 0

    /// Notes that something that names a view, or lets a person see it, changed.
    static func noteNamingChange() {
        namingChanges &+= 1
    }
}

/// Where views are: a count of changes to any view's geometry.
extension View {
    /// A number that changes whenever, in any view, the ``center``, ``bounds`` or
    /// ``transform`` changes (so a ``frame`` set, a scroll or a zoom too).
    ///
    /// Together with ``Application/viewTreeGeneration`` (which views are inside which), it
    /// fixes where every view of the application's windows is: while both stay the same,
    /// ``convert(_:from:)-(Point,_)`` gives the same answers. Code that keeps a view's place,
    /// such as a recorder noting where a component was when a gesture began, works it out
    /// again only when the stamp moves:
    ///
    /// ```swift
    /// let stamp = (app.viewTreeGeneration, View.geometryRevision)
    /// // … later: the same stamp means every view is where it was.
    /// ```
    public static var geometryRevision: Int { geometryChanges }

    /// Counts a change to a view's geometry; unchecked for exclusivity, as the naming count is.
    @exclusivity(unchecked) private static var geometryChanges = 0

    /// Notes that a view's center, bounds or transform changed.
    static func noteGeometryChange() {
        geometryChanges &+= 1
    }
}
