import CGtk

/// Wraps `GtkApplication`: single-instance app identity, actions, accelerators and the main loop.
@MainActor
public final class Application: Object {
    /// Creates an application with a reverse-DNS id. When `unique` (the default), a second launch
    /// activates the running instance over the session bus instead of starting another.
    public init(id: String, unique: Bool = true) {
        let flags = ft_application_flags(unique ? 1 : 0)
        super.init(adopting: UnsafeMutableRawPointer(gtk_application_new(id, flags)))
    }

    /// The application id.
    public var id: String { String(cString: g_application_get_application_id(ptr())) }

    /// Runs `body` on `activate` (first launch and every re-launch of the single instance).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("activate", body) }

    /// Runs `body` on `startup` (once, before the first `activate`).
    @discardableResult
    public func onStartup(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("startup", body) }

    /// Runs `body` on `shutdown` (once, after the main loop ends).
    @discardableResult
    public func onShutdown(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("shutdown", body) }

    /// Adds an application action (`app.<name>`).
    public func addAction(_ action: SimpleAction) { g_action_map_add_action(ptr(), action.ptr()) }

    /// Sets the keyboard accelerators (e.g. `"<Control>q"`) for a detailed action name.
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        var cStrings = accelerators.map { UnsafePointer<CChar>(strdup($0)) }
        cStrings.append(nil)
        gtk_application_set_accels_for_action(ptr(), detailedAction, &cStrings)
        for pointer in cStrings { free(UnsafeMutableRawPointer(mutating: pointer)) }
    }

    /// Accelerators currently set for a detailed action name.
    public func accelerators(for detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(ptr(), detailedAction) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }

    /// Ends the main loop (closes all windows' loop).
    public func quit() { g_application_quit(ptr()) }

    /// Runs the main loop until quit; returns the exit status. Attaches `DispatchQueue.main` first.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        MainLoop.attachDispatchMainQueue()
        var cArgs = arguments.map { strdup($0) }
        defer { for pointer in cArgs { free(pointer) } }
        return g_application_run(ptr(), Int32(cArgs.count), &cArgs)
    }
}
