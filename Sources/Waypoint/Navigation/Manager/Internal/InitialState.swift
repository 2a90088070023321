extension NavigationState {
    /// The state a manager starts in: each tab with its root screen, the split view with its
    /// sidebar's, or the root route's stack.
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
        if let split = configuration.splitView {
            guard configuration.tabs.isEmpty else { throw .splitViewWithTabs }
            var state = NavigationState()
            let sidebar = state.mintEntries(for: [try screen(split.sidebar, tab: nil)])
            state.root = .split(SplitRoot(sidebar: sidebar, supplementary: split.supplementary ? [] : nil))
            return state
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
