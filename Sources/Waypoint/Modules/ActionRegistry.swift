/// What action routes do: `basket.add` adds to the basket, `promo.apply` applies a code.
///
/// An action runs after the route's guards, instead of (or before) navigating, and its
/// result is reported through the same ``NavigationOutcome`` as any navigation.
///
/// ```swift
/// var actions = ActionRegistry(module: "Basket")
/// actions.register("basket.add") { context, resolver in
///     let basket: BasketStore = try resolver.resolve()
///     let id = Int(context.match.parameters["productId"] ?? "") ?? 0
///     await basket.add(productID: id)
///     return .done("added product \(id)")
/// }
/// ```
public struct ActionRegistry: Sendable {
    /// What an action hands back.
    public enum Result: Hashable, Sendable {
        /// Done; the message is reported in the outcome and events.
        case done(String)
        /// Done, and now show this destination (its guards run too).
        case navigate(DeepLinkDescriptor)
        /// Done, and now ask the user: the dialog shows, and the link's request keeps its turn until
        /// they answer. Its outcome is `performedAction` naming the button picked, or the outcome of
        /// the button's destination. How a link opens an alert.
        case ask(NavigationDialog)
    }

    /// What an action receives besides the resolver.
    public struct Context: Sendable {
        /// The matched route and parameters.
        public let match: RouteMatch
    }

    /// Runs an action.
    package typealias Action = @MainActor @Sendable (Context, any Resolver) async throws -> Result

    /// The registering module, reported in assembly errors.
    package var module: ModuleID?
    private(set) var storage = ModuleRegistry<RouteID>()
    /// The actions, at their routes' positions in `storage`.
    private var actions: [Action] = []

    /// Creates an empty registry.
    public init(module: ModuleID? = nil) {
        self.module = module
    }

    /// The routes that have an action.
    package var routes: [RouteID] { storage.keys }

    /// Registers the action for a route.
    public mutating func register(
        _ route: RouteID, action: @escaping @MainActor @Sendable (Context, any Resolver) async throws -> Result
    ) {
        storage.insert(route, module: module)
        actions.append(action)
    }

    func action(for route: RouteID) -> Action? { storage.positions[route].map { actions[$0] } }
}
