/// The window every subject opens at (the outside measurement used 900×640).
enum BenchWindow {
    static let width: Int32 = 900
    static let height: Int32 = 640
}
