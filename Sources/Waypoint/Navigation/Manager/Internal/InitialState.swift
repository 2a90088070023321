extension NavigationState {
    /// The state a manager starts in: each tab with its root screen, or the root route's stack.
    static func initial(
        routes: RouteTable, configuration: NavigationConfiguration
    ) throws(NavigationSetupError) -> NavigationState {
        func screen(_ id: RouteID, tab: TabID?) throws(NavigationSetupError) -> NavigationScreen {
            do {
                return NavigationScreen(match: try routes.match(route: id, parameters: [:]), presentationMode: .push)
            } catch {
                throw .rootNeedsParameters(id, tab: tab, reason: error.detail)
            }
        }
        if configuration.tabs.isEmpty {
            guard let root = configuration.rootRoute else { return NavigationState() }
            return NavigationState(stack: [try screen(root, tab: nil)])
        }
        var tabs: [(id: TabID, root: NavigationScreen)] = []
        for tab in configuration.tabs {
            guard !tabs.contains(where: { $0.id == tab.id }) else { throw .duplicateTab(tab.id) }
            tabs.append((tab.id, try screen(tab.root, tab: tab.id)))
        }
        return NavigationState(checkedTabs: tabs, selected: configuration.tabs[0].id)
    }
}
