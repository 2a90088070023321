/// A manager that cannot start: a root route that cannot be shown.
///
/// ```swift
/// configuration.tabs = [.init(id: "shop", root: "catalog.product")]   // a root that needs parameters
/// _ = try NavigationManager(routes: table, policy: policy, screens: screens, resolver: container,
///                           configuration: configuration)
/// // throws: the root of tab 'shop' 'catalog.product' cannot be shown without parameters: …
/// ```
public struct NavigationSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The message.
    public var description: String { message }
}
