import TabModel

/// A tab of the benchmark window.
struct BenchTab: TabItem {
    let index: Int
    var id: Int { index }
    var title: String { "Tab \(index)" }
    var iconName: String { "folder-symbolic" }
}
