/// The app container's answer to `any NavigationManaging` once the app has windows: services built
/// once for every window (a push handler, a session store) navigate through the windows' rule, and
/// what they read and pop is the most recently active window's.
@MainActor
final class WindowsNavigator<Screen>: NavigationManaging {
    /// Weak: the windows own this navigator.
    private weak var windows: NavigationWindows<Screen>?

    init(_ windows: NavigationWindows<Screen>) {
        self.windows = windows
    }

    private var active: NavigationManager<Screen>? { windows?.activeWindow.flatMap { windows?.manager(for: $0) } }

    var state: NavigationState { active?.state ?? NavigationState() }

    func navigate(using descriptor: DeepLinkDescriptor) async -> NavigationOutcome {
        await windows?.navigate(using: descriptor, in: nil) ?? .rejected(.cancelled)
    }

    func navigate<R: Route>(to route: R, presentation: PresentationMode?) async -> NavigationOutcome {
        await windows?.navigate(to: route, presentation: presentation, in: nil) ?? .rejected(.cancelled)
    }

    func navigate(
        to route: RouteID, parameters: [String: String], presentation: PresentationMode?
    ) async
        -> NavigationOutcome
    {
        await windows?.navigate(to: route, parameters: parameters, presentation: presentation, in: nil)
            ?? .rejected(.cancelled)
    }

    func open(_ link: String, source: LinkSource?) async -> NavigationOutcome {
        await windows?.open(link, source: source, in: nil) ?? .rejected(.cancelled)
    }

    func pop() async -> NavigationOutcome { await active?.pop() ?? .rejected(.noContainer) }

    func dismiss() async -> NavigationOutcome { await active?.dismiss() ?? .rejected(.noContainer) }

    func requestResult<R: ResultRoute>(_ route: R, presentation: PresentationMode?) async -> ResultRequest<R.Output> {
        let target = await windows?.target(route: R.id, in: nil) ?? .refused(.cancelled)
        switch target {
        case .manager(let manager): return await manager.requestResult(route, presentation: presentation)
        case .refused(let reason):
            return ResultRequest(outcome: .rejected(reason), resolved: .notShown(.rejected(reason)))
        }
    }

    /// Asks in the most recently active window: a dialog belongs to the window the user looks at.
    func present(_ dialog: NavigationDialog) async -> ResultRequest<DialogButton> {
        guard let active else {
            return ResultRequest(outcome: .rejected(.noContainer), resolved: .notShown(.rejected(.noContainer)))
        }
        return await active.present(dialog)
    }
}
