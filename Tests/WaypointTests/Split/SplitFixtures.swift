import Testing
import Waypoint

/// The example shop as a split view: home and the categories in the sidebar, products and their
/// reviews in the detail column.
enum Split {
    /// A split whose sidebar shows home; with `threeColumns`, an empty supplementary column.
    static func start(threeColumns: Bool = false) throws -> NavigationState {
        let home = NavigationEntry(id: EntryID(rawValue: 0), screen: Shop.home)
        return try NavigationState(root: .split(SplitRoot(sidebar: [home], supplementary: threeColumns ? [] : nil)))
    }

    /// A destination with the columns the resolver gives it.
    static func show(
        _ screen: NavigationScreen, parents: [NavigationScreen], columns: [SplitColumn],
        _ presentation: PresentationMode? = nil
    ) -> NavigationRequest {
        var destination = NavigationDestination(screen: screen, parents: parents, presentation: presentation)
        destination.columns = columns
        return .show(destination)
    }

    /// A product: home and its category in the sidebar, the product in the detail column.
    static func product(
        _ id: String, in category: NavigationScreen = Shop.shoes, _ presentation: PresentationMode? = nil
    ) -> NavigationRequest {
        show(Shop.product(id), parents: [Shop.home, category], columns: [.sidebar, .sidebar, .detail], presentation)
    }

    /// A category of the sidebar, beneath home.
    static func category(_ screen: NavigationScreen, _ presentation: PresentationMode? = nil) -> NavigationRequest {
        show(screen, parents: [Shop.home], columns: [.sidebar, .sidebar], presentation)
    }

    /// The reviews of product 42, in the detail column above it.
    static let reviews = show(
        Shop.reviews, parents: [Shop.home, Shop.shoes, Shop.product("42")],
        columns: [.sidebar, .sidebar, .detail, .detail])

    static let collapse = NavigationRequest.userChangedSizeClass(.compact)
    static let expand = NavigationRequest.userChangedSizeClass(.regular)
}

/// One step of a table row: a request, or a report naming an entry by its path (the first entry
/// of the state showing it), since identities are minted as the row runs.
enum SplitAct {
    case request(NavigationRequest)
    case userPopped(to: String)
    case close(String)

    /// The request in `state`.
    func request(in state: NavigationState) throws -> NavigationRequest {
        func entry(_ path: String) throws -> EntryID {
            try #require(state.entries.first { $0.descriptor.path == path }?.id)
        }
        switch self {
        case .request(let request): return request
        case .userPopped(let path): return .userPopped(to: try entry(path))
        case .close(let path): return .close(try entry(path))
        }
    }
}

extension SplitRoot {
    /// Each column's paths, leading first.
    var columnPaths: [[String]] { columns.map { (stack($0) ?? []).paths } }
    /// Each column's entries, leading first.
    var columnStacks: [[NavigationEntry]] { columns.map { stack($0) ?? [] } }
}

/// Reduces each request in turn as ``reduceChecked(_:_:sourceLocation:)`` does; a size-class report,
/// which the container has shown already, plans nothing and changes nothing but the size class.
func reduceSplitChecked(
    _ state: NavigationState, _ requests: NavigationRequest..., sourceLocation: SourceLocation = #_sourceLocation
) throws -> NavigationState {
    var current = state
    for request in requests {
        guard case .userChangedSizeClass = request else {
            current = try reduceChecked(current, request, sourceLocation: sourceLocation)
            continue
        }
        let next = try NavigationReducer.reduce(current, request)
        #expect(next.invariantViolations() == [], sourceLocation: sourceLocation)
        #expect(NavigationPlanner.plan(from: current, to: next) == [], sourceLocation: sourceLocation)
        #expect(next.split?.columnStacks == current.split?.columnStacks, sourceLocation: sourceLocation)
        #expect(
            next.split?.preferredCompactColumn == current.split?.preferredCompactColumn, sourceLocation: sourceLocation)
        #expect(
            next.modalLayers == current.modalLayers && next.dialog == current.dialog, sourceLocation: sourceLocation)
        current = next
    }
    return current
}
