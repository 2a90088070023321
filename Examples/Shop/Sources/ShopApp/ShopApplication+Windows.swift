public import ShopRoutes
public import Waypoint

/// One of the iPad Shop's windows: the name the terminal shows it by, its identity and the terminal
/// it shows its navigation in.
@MainActor
public struct ShopWindow {
    /// The window the Shop opens with.
    public static let main: WindowID = "main"

    /// The name `window NAME` switches to: `main`, then `2`, `3`, … in the order windows opened.
    /// A window the platform opens gets a fresh identity each launch; the name stays the same.
    public let name: String
    /// The window's identity, as ``NavigationWindows`` knows it.
    public let id: WindowID
    /// The container the window shows its navigation in.
    public let terminal: TerminalContainer
    /// The window's navigation.
    public let manager: NavigationManager<ShopScreen>
}

/// The iPad's windows: opened by the platform when a link's route opens in a window of its own,
/// switched between by the user, each shown with its own state tree.
extension ShopApplication {
    /// The window the user is in: the most recently active; `nil` on the phone.
    public var activeWindow: ShopWindow? {
        windows?.recentWindows.first.flatMap { id in openedWindows.first { $0.id == id } }
    }

    /// The open windows, in the order they opened; empty on the phone.
    public var shopWindows: [ShopWindow] { openedWindows }

    /// The open window with this name, or `nil`.
    public func window(named name: String) -> ShopWindow? {
        openedWindows.first { $0.name == name }
    }

    /// Opens a link as the platform hands it over: on the iPad through the windows' rule (a help
    /// article opens a window of its own), on the phone in its one navigation.
    @discardableResult
    public func open(_ link: String, source: LinkSource? = nil) async -> NavigationOutcome {
        guard let windows else { return await manager.open(link, source: source) }
        return await windows.open(link, source: source)
    }

    /// The user turns to the window named `name`; requests that name no window go there from now on.
    ///
    /// - Throws: ``ShopError`` on the phone, or when no window has that name (the error lists the open ones).
    public func switchWindow(to name: String) throws(ShopError) {
        guard let windows else { throw ShopError("the phone has one window; start the iPad with --ipad") }
        guard let window = window(named: name) else {
            let open = openedWindows.map(\.name).joined(separator: ", ")
            throw ShopError("no window '\(shown(name))'; open: \(open)")
        }
        windows.activate(window.id)
        printLine("user", "turns to window \(window.name)")
    }

    /// The window's width changes (rotation, Split View, Stage Manager), reported to the active
    /// window's manager as its container reports it: the columns stay, compact width shows them as one stack.
    ///
    /// - Throws: ``ShopError`` when the root is not a split view (the phone's tabs have no columns).
    public func changeSizeClass(to sizeClass: HorizontalSizeClass) throws(ShopError) {
        guard manager.state.split != nil else {
            throw ShopError("the phone's tabs have no columns to collapse; start the iPad with --ipad")
        }
        printLine("user", "the window becomes \(sizeClass) width")
        do {
            try manager.userDidNavigate(.userChangedSizeClass(sizeClass))
        } catch {
            throw ShopError("the size class was refused: \(error)")
        }
    }

    /// Makes the window the Shop opens with, on the iPad.
    func openMainWindow() {
        guard let windows else { return }
        openedWindows.append(
            ShopWindow(
                name: ShopWindow.main.rawValue, id: ShopWindow.main, terminal: terminal,
                manager: windows.connect(ShopWindow.main)))
        windows.openWindow = { [weak self] id in self?.platformOpens(id) }
    }

    /// What the platform does when asked for a window: makes one, shows its navigation in a terminal
    /// of its own, and brings it to the front.
    private func platformOpens(_ id: WindowID) {
        guard let windows else { return }
        let window = ShopWindow(
            name: "\(openedWindows.count + 1)", id: id,
            terminal: TerminalContainer(output: output, renderer: renderer, window: "\(openedWindows.count + 1)"),
            manager: windows.connect(id))
        openedWindows.append(window)
        printLine("window", "the platform opens window \(window.name)")
        Task {
            await windows.attach(window.terminal, to: id)
            windows.activate(id)
        }
    }

    /// Every window's state tree on the iPad, the active one marked; the one tree on the phone.
    func printWindows(_ windows: NavigationWindows<ShopScreen>) {
        let active = windows.recentWindows.first
        for window in openedWindows where windows.manager(for: window.id) != nil {
            output.line(renderer.style.bold("window \(window.name)") + (window.id == active ? " (active)" : ""))
            printTree(of: window.manager, in: window.terminal, indent: "  ")
        }
    }
}
