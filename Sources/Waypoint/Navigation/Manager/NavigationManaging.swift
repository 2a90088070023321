/// What code that navigates needs of the navigation manager, without knowing the app's screen type.
///
/// Feature modules, view models and services depend on this protocol rather than on
/// ``NavigationManager``, which is generic over the app's screens. The container an ``AppAssembly``
/// (or ``NavigationManagerFactory``) builds answers `any NavigationManaging` with its manager, so
/// screen factories, actions, navigators and services resolve it, with no holder object:
///
/// ```swift
/// screens.register(ProfileRoute.self) { profile, resolver in
///     ProfileViewController(id: profile.userId, navigator: try resolver.resolve((any NavigationManaging).self))
/// }
/// await navigator.navigate(using: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"]))
/// ```
///
/// In tests, substitute a type of your own that records the descriptors it is asked to show.
@MainActor
public protocol NavigationManaging: AnyObject, Sendable {
    /// What is shown.
    var state: NavigationState { get }
    /// Shows a descriptor's destination.
    @discardableResult func navigate(using descriptor: DeepLinkDescriptor) async -> NavigationOutcome
    /// Shows a typed route: exactly the route whose id the value's type declares.
    @discardableResult func navigate<R: Route>(to route: R, presentation: PresentationMode?) async -> NavigationOutcome
    /// Shows a route by id, as an in-app tap does.
    @discardableResult func navigate(
        to route: RouteID, parameters: [String: String], presentation: PresentationMode?
    ) async -> NavigationOutcome
    /// Opens a link; `source` is inferred from its form when `nil`.
    @discardableResult func open(_ link: String, source: LinkSource?) async -> NavigationOutcome
    /// Pops the top screen of the visible stack.
    @discardableResult func pop() async -> NavigationOutcome
    /// Dismisses the top modal layer.
    @discardableResult func dismiss() async -> NavigationOutcome
    /// Shows a route whose screen hands back a value, and returns the result to await; see
    /// ``ResultRequest``.
    func requestResult<R: ResultRoute>(_ route: R, presentation: PresentationMode?) async -> ResultRequest<R.Output>
    /// Shows an alert or confirmation dialog and returns once the user answered it, with the button
    /// picked as the result; see ``NavigationManager/present(_:)``.
    func present(_ dialog: NavigationDialog) async -> ResultRequest<DialogButton>
}

extension NavigationManager: NavigationManaging {}

// A requirement cannot declare default arguments, so the manager's defaults are given here as
// shorter overloads that fill them in: every call reads through `any NavigationManaging` as it does
// on the manager. None repeats a requirement's full signature: that would become the requirement's
// default implementation and, calling the requirement, call itself.
extension NavigationManaging {
    /// Shows a typed route with its declared presentation: `navigate(to: ProductRoute(productId: 42))`.
    @discardableResult
    public func navigate<R: Route>(to route: R) async -> NavigationOutcome {
        await navigate(to: route, presentation: nil)
    }

    /// Shows a route by id with its declared presentation, as an in-app tap does.
    @discardableResult
    public func navigate(to route: RouteID, parameters: [String: String] = [:]) async -> NavigationOutcome {
        await navigate(to: route, parameters: parameters, presentation: nil)
    }

    /// Shows a route by id that takes no parameters, presented as `presentation` says.
    @discardableResult
    public func navigate(to route: RouteID, presentation: PresentationMode?) async -> NavigationOutcome {
        await navigate(to: route, parameters: [:], presentation: presentation)
    }

    /// Shows a route whose screen hands back a value, with its declared presentation:
    /// `await navigator.requestResult(PickAddressRoute()).result`.
    public func requestResult<R: ResultRoute>(_ route: R) async -> ResultRequest<R.Output> {
        await requestResult(route, presentation: nil)
    }

    /// Opens a link, its source inferred from its form: `https` → universal link, another scheme →
    /// custom scheme, a bare path → in-app.
    @discardableResult
    public func open(_ link: String) async -> NavigationOutcome {
        await open(link, source: nil)
    }
}

extension NavigationManaging {
    /// Shows an enum destination: the route of its case, with its associated values.
    ///
    /// ```swift
    /// await navigator.navigate(to: AppRoute.secondScreen(info: "Hello"))
    /// ```
    @discardableResult
    public func navigate<E: RouteEnum>(
        to destination: E, presentation: PresentationMode? = nil
    ) async -> NavigationOutcome {
        await navigate(
            to: destination.routeID, parameters: RouteEnumCoding.parameters(of: destination), presentation: presentation
        )
    }
}
