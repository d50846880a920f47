import CGtk

/// Wraps `GtkStackSwitcher`: GTK's stock row of buttons for a `Stack` (the benchmark baseline).
@MainActor
public final class StackSwitcher: Widget {
    /// Creates a switcher bound to `stack`.
    public init(stack: Stack) {
        super.init(adopting: gtk_stack_switcher_new())
        // `stack` is an owned argument: kept alive until GTK has taken it (see `Object`).
        withExtendedLifetime(stack) { gtk_stack_switcher_set_stack(ptr(), stack.ptr()) }
    }
}
