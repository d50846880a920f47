/// A scrollable page that keeps its end clear of the floating bar: it scrolls `bottomInset` px
/// further than its content, so its last row can be brought out from under the bar. The window
/// sets it from the tab view's `pageInsets` whenever they change (0 with the bar at the top or
/// the tabs in the rail, where nothing covers the pages' bottom edge).
@MainActor
protocol BarClearing: AnyObject {
    /// The room left after the page's content, px.
    var bottomInset: Int32 { get set }
}
