/// Which tab a `UITabBarController`'s selection shows, read from the selected view controller
/// rather than `selectedIndex`.
///
/// With six or more tabs on an iPhone, the tab bar shows four and a "More" item. Tapping More
/// selects the tab bar's `moreNavigationController`, a navigation controller that is not one of
/// its `viewControllers`, and `selectedIndex` is then `NSNotFound`; a tab picked from the More
/// list is shown *inside* that navigation controller. So the container describes what it sees
/// (the selected child's position, or the entries the More navigation controller holds) and
/// this type decides the tab.
///
/// ```swift
/// // The user tapped the fifth tab's item in the More list:
/// TabBarSelection(selectedChild: nil, moreStack: [nil, orders], in: state)   // .tab("orders")
/// ```
package enum TabBarSelection: Hashable, Sendable {
    /// The selection shows this tab: a user tab selection when it is not the selected one.
    case tab(TabID)
    /// The More list itself shows, with no tab picked from it yet: nothing changed in the state.
    case moreList
    /// A view controller Waypoint did not create is selected; `index` is the tab bar's
    /// `selectedIndex`, for the log.
    case unknown(index: Int)

    /// Decides the tab a selection shows.
    ///
    /// - Parameters:
    ///   - selectedChild: The position of the selected view controller among the tab bar's
    ///     `viewControllers`, found by identity; `nil` when it is not one of them (the More
    ///     navigation controller).
    ///   - moreStack: When the More navigation controller is selected, the entry of each view
    ///     controller it holds, bottom first (`nil` for UIKit's own More list); otherwise `nil`.
    ///   - state: The manager's state; its tabs are in the tab bar's order.
    ///   - selectedIndex: The tab bar's `selectedIndex`, kept for ``unknown(index:)``.
    package init(selectedChild: Int?, moreStack: [EntryID?]?, in state: NavigationState, selectedIndex: Int = -1) {
        let tabs = state.tabs
        if let selectedChild {
            self = tabs.indices.contains(selectedChild) ? .tab(tabs[selectedChild].id) : .unknown(index: selectedChild)
            return
        }
        guard let moreStack else {
            self = .unknown(index: selectedIndex)
            return
        }
        let shownEntries = Set(moreStack.compactMap { $0 })
        guard !shownEntries.isEmpty else {
            self = .moreList
            return
        }
        // A tab picked from the More list shows its own screens above UIKit's list.
        if let tab = tabs.first(where: { tab in tab.stack.contains { shownEntries.contains($0.id) } }) {
            self = .tab(tab.id)
        } else {
            self = .unknown(index: selectedIndex)
        }
    }
}

extension OnScreenReading {
    /// Interprets a tab bar selection (see ``TabBarSelection``): a tab becomes
    /// ``tabDidSelect(_:)``, the More list alone is ``ObservedChange/unchanged``, and a view
    /// controller Waypoint did not create is ``UnsupportedChange/unknownTabIndex(_:)``.
    package func tabBarDidSelect(_ selection: TabBarSelection) -> ObservedChange {
        switch selection {
        case .tab(let tab): tabDidSelect(tab)
        case .moreList: .unchanged
        case .unknown(let index): .unsupported(.unknownTabIndex(index))
        }
    }
}
