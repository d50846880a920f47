/// How a file row shares its width between its columns — icon, name, where it is (in lists
/// whose rows come from many folders), size, date — so that the columns line up from row to
/// row and the name keeps room in the narrowest window.
///
/// Icon, size and date take what they need (size and date at least `sizeWidth`, `dateWidth`, so
/// they line up). The location column is `placeWidth` where there is room, but never more than
/// half of what is left: in a narrow window it shrinks (its text ellipsized at the start) as
/// much as the name does. The name takes the rest.
struct FileRowColumns: Equatable {
    /// Space between columns, px.
    static let spacing = 12.0
    /// The location column's width where the row has room, px.
    static let placeWidth = 150.0
    /// The size column's least width, px ("1.2 MB", "7 bytes").
    static let sizeWidth = 80.0
    /// The date column's least width, px ("Wednesday, 14:05"; a longer date takes more).
    static let dateWidth = 120.0

    var icon: Double
    var name: Double
    /// 0 where the row shows no location.
    var place: Double
    var size: Double
    var date: Double

    /// The columns of a row `width` px wide, given what icon, size and date need (their natural
    /// widths) and whether it shows a location.
    init(width: Double, icon: Double, showsPlace: Bool, size: Double, date: Double) {
        self.icon = icon
        self.size = max(size, Self.sizeWidth)
        self.date = max(date, Self.dateWidth)
        let gaps = Self.spacing * (showsPlace ? 4 : 3)
        let rest = max(width - self.icon - self.size - self.date - gaps, 0)
        place = showsPlace ? min(Self.placeWidth, (rest / 2).rounded(.down)) : 0
        name = rest - place
    }

    /// The x of each column in order (icon, name, place, size, date), left to right.
    var starts: [Double] {
        var x = 0.0
        return [icon, name, place, size, date].map { columnWidth in
            defer { x += columnWidth + (columnWidth > 0 ? Self.spacing : 0) }
            return x
        }
    }
}
