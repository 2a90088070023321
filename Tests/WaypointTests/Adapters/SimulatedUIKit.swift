import Waypoint

/// UIKit's view-controller hierarchy reduced to entry identities: a navigation controller per
/// stack, a tab bar's children and selection, the chain of presented controllers.
///
/// It carries out ``UIKitOperation``s as `WaypointUIKit` does, and refuses what UIKit would not
/// do (present from a controller that already presents one, pop to a controller the stack
/// does not hold, select a tab that does not exist), so tests of the operations on Linux
/// catch what would break on a device.
struct SimulatedUIKit {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// What the hierarchy shows, comparable with a state.
    struct Snapshot: Hashable, CustomStringConvertible {
        var tabs: [TabID] = []
        var selectedTab: TabID?
        var stacks: [StackLocation: [EntryID]] = [:]
        var presented: [ModalLayerID] = []
        var styles: [ModalStyle] = []
        var alert: ModalLayerID?

        init() {}

        init(_ state: NavigationState) {
            tabs = state.tabs.map(\.id)
            selectedTab = state.selectedTab
            for location in state.stackLocations {
                stacks[location] = state.stack(at: location)?.map(\.id)
            }
            presented = state.modalLayers.map(\.id)
            styles = state.modalLayers.map(\.style)
            alert = state.dialog?.id
        }

        var description: String {
            let list = stacks.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key): \($0.value.map(\.rawValue))" }
            return
                "tabs \(tabs.map(\.rawValue)) selected \(selectedTab?.rawValue ?? "-") presented \(presented) \(list)"
        }
    }

    private(set) var tabs: [TabID] = []
    private(set) var selectedIndex = 0
    private(set) var stacks: [StackLocation: [EntryID]] = [:]
    private(set) var presented: [(layer: ModalLayerID, style: ModalStyle)] = []
    /// The alert controller presented over the top layer (or the root), by its dialog.
    private(set) var alert: ModalLayerID?
    /// Stacks changed by the last operation, and whether each change was animated.
    private(set) var changed: [(location: StackLocation, animated: Bool)] = []

    var snapshot: Snapshot {
        var snapshot = Snapshot()
        snapshot.tabs = tabs
        snapshot.selectedTab = tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
        snapshot.stacks = stacks
        snapshot.presented = presented.map(\.layer)
        snapshot.styles = presented.map(\.style)
        snapshot.alert = alert
        return snapshot
    }

    /// The navigation controller the user sees: the top presented one, else the selected tab's
    /// or the root's.
    var visibleLocation: StackLocation {
        if let top = presented.last { return .modal(top.layer) }
        return tabs.isEmpty ? .root : .tab(tabs[selectedIndex])
    }

    /// The entries every operation needs a view controller for.
    static func entries(of operation: UIKitOperation) -> [EntryID] {
        switch operation {
        case .installStack(let entries), .setViewControllers(let entries, _, _), .present(_, let entries, _, _):
            entries
        case .installTabs(let tabs, _): tabs.flatMap { $0.stack.map(\.id) }
        case .installSplit(let split): split.entries.map(\.id)
        case .push(let entry, _, _), .popTo(let entry, _, _): [entry]
        case .selectTab, .showColumn, .dismiss, .presentDialog, .dismissDialog: []
        }
    }

    mutating func apply(_ operation: UIKitOperation) throws(Refusal) {
        changed = []
        switch operation {
        case .installStack(let entries):
            guard presented.isEmpty else { throw Refusal(description: "root replaced under a presented layer") }
            tabs = []
            selectedIndex = 0
            stacks = [.root: entries]
        case .installTabs(let tabStacks, let index):
            guard presented.isEmpty else { throw Refusal(description: "root replaced under a presented layer") }
            guard tabStacks.indices.contains(index) else {
                throw Refusal(description: "selected index \(index) out of range")
            }
            tabs = tabStacks.map(\.id)
            selectedIndex = index
            stacks = Dictionary(uniqueKeysWithValues: tabStacks.map { (StackLocation.tab($0.id), $0.stack.map(\.id)) })
        case .installSplit, .showColumn:
            throw Refusal(description: "the simulated UIKit has no split view controller")
        case .selectTab(let tab, let index):
            guard tabs.indices.contains(index), tabs[index] == tab else {
                throw Refusal(description: "no tab \(tab) at \(index)")
            }
            selectedIndex = index
        case .push(let entry, let location, let animated):
            let stack = try stack(at: location)
            stacks[location] = stack + [entry]
            changed = [(location, animated)]
        case .setViewControllers(let entries, let location, let animated):
            _ = try stack(at: location)
            stacks[location] = entries
            changed = [(location, animated)]
        case .popTo(let entry, let location, let animated):
            let stack = try stack(at: location)
            guard let index = stack.firstIndex(of: entry) else {
                throw Refusal(description: "\(location) does not hold \(entry)")
            }
            stacks[location] = Array(stack[...index])
            changed = [(location, animated)]
        case .dismiss(let layer, let presenter):
            let start = try presentedIndex(after: presenter)
            guard presented.indices.contains(start), presented[start].layer == layer else {
                throw Refusal(description: "\(presenter) does not present \(layer)")
            }
            for gone in presented[start...] { stacks[.modal(gone.layer)] = nil }
            presented.removeSubrange(start...)
            alert = nil
        case .present(let layer, let entries, let style, let presenter):
            guard try presentedIndex(after: presenter) == presented.count else {
                throw Refusal(description: "\(presenter) already presents a controller")
            }
            guard alert == nil else { throw Refusal(description: "an alert covers \(presenter)") }
            presented.append((layer, style))
            stacks[.modal(layer)] = entries
        case .presentDialog(let dialog, let presenter):
            guard try presentedIndex(after: presenter) == presented.count, alert == nil else {
                throw Refusal(description: "\(presenter) already presents a controller")
            }
            alert = dialog.id
        case .dismissDialog(let dialog, _):
            guard alert == dialog else { throw Refusal(description: "no alert of \(dialog) is presented") }
            alert = nil
        }
    }

    /// The user goes back `count` screens on the visible stack (back button menu, edge swipe).
    mutating func userPops(_ count: Int) -> (location: StackLocation, entries: [EntryID]) {
        let location = visibleLocation
        let stack = stacks[location] ?? []
        let kept = Array(stack.prefix(max(1, stack.count - count)))
        stacks[location] = kept
        return (location, kept)
    }

    /// The user swipes the top layer down; `nil` when nothing is presented.
    mutating func userSwipesDown() -> ModalLayerID? {
        guard let top = presented.popLast() else { return nil }
        stacks[.modal(top.layer)] = nil
        return top.layer
    }

    /// The user goes back on the stack at `location` until `entry` is on top; `nil` when that
    /// stack does not hold it.
    mutating func userPops(to entry: EntryID, at location: StackLocation) -> [EntryID]? {
        guard let stack = stacks[location], let index = stack.firstIndex(of: entry) else { return nil }
        stacks[location] = Array(stack[...index])
        return stacks[location]
    }

    /// The user dismisses `layer` (and UIKit the layers over it); `false` when it is not presented.
    mutating func userDismisses(_ layer: ModalLayerID) -> Bool {
        guard let index = presented.firstIndex(where: { $0.layer == layer }) else { return false }
        for gone in presented[index...] { stacks[.modal(gone.layer)] = nil }
        presented.removeSubrange(index...)
        return true
    }

    /// The user taps a button of the alert of `dialog`, which goes; `false` when it is not presented.
    mutating func userTapsAlert(_ dialog: ModalLayerID) -> Bool {
        guard alert == dialog else { return false }
        alert = nil
        return true
    }

    /// The user taps the tab at `index`.
    mutating func userTaps(tabAt index: Int) {
        selectedIndex = index
    }

    /// Something pushes a controller Waypoint did not build onto the visible stack.
    mutating func foreignPush() -> (location: StackLocation, entries: [EntryID?]) {
        let location = visibleLocation
        return (location, (stacks[location] ?? []).map(Optional.some) + [nil])
    }

    private func stack(at location: StackLocation) throws(Refusal) -> [EntryID] {
        guard let stack = stacks[location] else {
            throw Refusal(description: "no navigation controller at \(location)")
        }
        return stack
    }

    /// The position in the presented chain of the controller `presenter` presents.
    private func presentedIndex(after presenter: UIKitOperation.ModalPresenter) throws(Refusal) -> Int {
        switch presenter {
        case .root:
            return 0
        case .layer(let layer):
            guard let index = presented.firstIndex(where: { $0.layer == layer }) else {
                throw Refusal(description: "presenter \(layer) is not presented")
            }
            return index + 1
        }
    }
}
