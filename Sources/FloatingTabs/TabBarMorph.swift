import TabModel

extension TabBar {
    /// The bar between two shapes while the view animates it (bar, rail, compact pill): how far
    /// it is from `from` to `to`, and the tabs' room (the row's size) at either end.
    struct Morph: Equatable {
        var progress: Double
        var from: TabBarShape
        var fromSize: (width: Double, height: Double)
        var to: TabBarShape
        var toSize: (width: Double, height: Double)

        static func == (a: Morph, b: Morph) -> Bool {
            a.progress == b.progress && a.from == b.from && a.to == b.to && a.fromSize == b.fromSize && a.toSize == b.toSize
        }
    }
}
