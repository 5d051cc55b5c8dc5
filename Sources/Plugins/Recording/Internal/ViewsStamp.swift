/// Where an application's views stood when a recorder worked something out from them: the
/// tree's generation (``Components/Application/viewTreeGeneration``) and one of the views'
/// change counts (``Components/View/namingRevision`` for names,
/// ``Components/View/geometryRevision`` for places). What was worked out holds while the stamp
/// stays the same.
struct ViewsStamp: Equatable {
    let treeGeneration: Int
    let revision: Int
}
