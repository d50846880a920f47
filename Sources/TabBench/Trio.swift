/// The three subjects' aggregates at one tab count.
struct Trio {
    let ours: Aggregate, gtkStack: Aggregate, adwaita: Aggregate

    init?(_ aggregates: [Aggregate], tabs: Int) {
        func find(_ implementation: BenchImplementation) -> Aggregate? {
            aggregates.first { $0.tabs == tabs && $0.implementation == implementation }
        }
        guard let ours = find(.ours), let gtkStack = find(.gtkstack), let adwaita = find(.adwaita) else { return nil }
        (self.ours, self.gtkStack, self.adwaita) = (ours, gtkStack, adwaita)
    }
}
