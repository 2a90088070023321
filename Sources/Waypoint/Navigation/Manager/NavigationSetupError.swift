/// Why a manager cannot start: a root route that cannot be shown, two tabs with one identity, or
/// a link policy no link can satisfy.
///
/// ```swift
/// configuration.addTab("shop", root: "catalog.product")   // a root that needs parameters
/// _ = try NavigationManager(routes: table, policy: policy, screens: screens, resolver: container,
///                           configuration: configuration)
/// // throws: the root of tab 'shop' 'catalog.product' cannot be shown without parameters: …
/// ```
public enum NavigationSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The app's root route (`NavigationConfiguration.rootRoute`), or the root of `tab`, needs
    /// parameters or cannot be linked to; `reason` is the route table's answer.
    case rootNeedsParameters(RouteID, tab: TabID?, reason: String)
    /// Two of the configured tabs have this identity.
    case duplicateTab(TabID)
    /// The configuration declares both tabs and a split view; the root is one or the other.
    case splitViewWithTabs
    /// The link policy lists a universal-link host that no link can have, or one that a wildcard
    /// entry already covers (listed twice); the associated text is the policy's explanation,
    /// naming the host.
    case invalidUniversalLinkHost(String)

    /// One sentence for people, naming the route, tab or host.
    public var description: String {
        switch self {
        case .rootNeedsParameters(let route, let tab?, let reason):
            "the root of tab '\(tab)' '\(route)' cannot be shown without parameters: \(reason)"
        case .rootNeedsParameters(let route, nil, let reason):
            "the root route '\(route)' cannot be shown without parameters: \(reason)"
        case .duplicateTab(let tab):
            "two tabs are named '\(tab)'; each tab needs its own identity"
        case .splitViewWithTabs:
            "the configuration declares both tabs and a split view; the root is one or the other"
        case .invalidUniversalLinkHost(let explanation):
            "the link policy lists a universal-link host it cannot use: \(explanation)"
        }
    }
}
