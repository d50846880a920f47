/// One rendering configuration a run is measured in: GTK's renderer (`GSK_RENDERER`) and the
/// window scale (`GDK_SCALE`), spelled `cairo`, `gl` or `cairo@2x` on the command line and in
/// the results (`Aggregate.renderer`).
struct BenchRenderer: Equatable {
    /// The value of `GSK_RENDERER`.
    let renderer: String
    /// The value of `GDK_SCALE`: device pixels per logical pixel.
    let scale: Int

    /// Parses `spec`; nil for anything but a renderer name with an optional `@Nx` scale of 1 to 4.
    init?(_ spec: String) {
        let parts = spec.split(separator: "@", omittingEmptySubsequences: false)
        guard let name = parts.first, !name.isEmpty, name.allSatisfy({ $0.isLetter }), parts.count <= 2 else { return nil }
        var scale = 1
        if parts.count == 2 {
            guard parts[1].hasSuffix("x"), let value = Int(parts[1].dropLast()), (1...4).contains(value) else { return nil }
            scale = value
        }
        renderer = String(name)
        self.scale = scale
    }

    /// What a child process of this configuration gets in its environment.
    var environment: [String: String] { ["GSK_RENDERER": renderer, "GDK_SCALE": "\(scale)"] }

    /// How the report names it: `cairo`, or `cairo, GDK_SCALE=2 (4× the pixels)`.
    var title: String { scale == 1 ? renderer : "\(renderer), GDK_SCALE=\(scale) (\(scale * scale)× the pixels)" }

    /// The title of the configuration spelled `spec`, or `spec` itself when it names none.
    static func title(of spec: String) -> String { BenchRenderer(spec)?.title ?? spec }
}
