/// The code for one destination, chosen by the type of its input: Direkt's navigator, run by the
/// manager's pipeline.
///
/// The input is the destination's typed `Route`; navigating to an input value finds the route by
/// the input's id, runs its guards, and shows the screen the navigator builds, which the state
/// records and the outcome reports like any other.
///
/// ```swift
/// struct HelloViewControllerInput: Route {
///     static let id: RouteID = "hello"
///     static let pattern = "/hello"
///     var name = "world"
/// }
///
/// struct HelloNavigator: Navigator {
///     func navigate(using input: HelloViewControllerInput, from host: NavigationEntry?, resolver: any Resolver) throws
///         -> UIViewController
///     {
///         HelloViewController(name: input.name, greeter: try resolver.resolve())
///     }
/// }
///
/// services.register(HelloNavigator.self) { _ in HelloNavigator() }
/// screens.register(navigator: HelloNavigator.self)
/// await navigationManager.navigate(to: HelloViewControllerInput())
/// ```
public protocol Navigator<Input> {
    /// The destination's typed route.
    associatedtype Input: Route
    /// The app's screen type.
    associatedtype Screen

    /// Builds the destination's screen.
    ///
    /// - Parameters:
    ///   - input: The decoded input.
    ///   - host: The entry on top when the navigation started, if any.
    ///   - resolver: Where the screen's services come from.
    /// - Returns: The screen, which the manager shows as the route's presentation says.
    @MainActor
    func navigate(using input: Input, from host: NavigationEntry?, resolver: any Resolver) throws -> Screen
}
