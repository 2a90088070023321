/// What each window's ``NavigationManager`` is made of, checked once when the app was assembled: the
/// route table, the screens, actions and guards of every module, and the one dependency container
/// whose services every window shares. Only the manager's resolver differs from window to window.
@MainActor
struct ManagerRecipe<Screen> {
    /// The route table every window matches against.
    let routes: RouteTable
    /// The app's dependency container, built once; each window resolves through a child of it.
    let container: DependencyContainer
    /// The container's answer to `any NavigationManaging`.
    let navigator: NavigatorSlot
    /// How requests wait, for the requests that wait for a window.
    let configuration: NavigationConfiguration
    /// A manager over the checked parts, resolving through `resolver`.
    let make: @MainActor (_ resolver: any Resolver) -> NavigationManager<Screen>
}
