/// What a toolkit shows, read back from its view hierarchy: each stack's screens, the modal
/// layers still presented, and the tab bar's selection.
///
/// A container reads it after a step that timed out (``StepTimedOut``): the toolkit may have
/// carried out part of the step late, or the user may have moved meanwhile, and the manager's
/// state must follow what is really on screen before the next step plans from it.
package struct ObservedScreen: Hashable, Sendable {
    /// The entry of each screen of each stack, bottom first; `nil` for a screen Waypoint did not
    /// build. A stack the toolkit no longer has is left out.
    package var stacks: [StackLocation: [EntryID?]]
    /// The modal layers still presented, bottom first.
    package var layers: [ModalLayerID]
    /// The tab bar's selection; `nil` without a tab bar.
    package var selection: TabBarSelection?

    /// Creates an observation.
    package init(stacks: [StackLocation: [EntryID?]], layers: [ModalLayerID], selection: TabBarSelection? = nil) {
        self.stacks = stacks
        self.layers = layers
        self.selection = selection
    }
}

extension OnScreenReading {
    /// What the toolkit shows, read against the manager's state after a step that was abandoned
    /// (the step in flight, if any, is left out: it did not finish).
    ///
    /// The observation is read as the user's doing, in the order a user could have done it: a
    /// layer that is gone (with every layer above it) is a dismissal, a shorter stack a pop, a
    /// different tab a selection. Each change is read against the state the earlier ones lead
    /// to, as the manager applies them one after the other. What no gesture explains (a screen
    /// the toolkit pushed late) is returned as unsupported and stays out of the state, as any
    /// change around the manager does.
    ///
    /// - Parameter screen: What the toolkit shows now.
    /// - Returns: Every change that is not ``ObservedChange/unchanged``, in order; the container
    ///   reports the ``ObservedChange/user(_:)`` ones to the manager in that order.
    package func reread(_ screen: ObservedScreen) -> [ObservedChange] {
        var reading = OnScreenReading(shown)
        var changes: [ObservedChange] = []
        func read(_ change: ObservedChange) {
            guard change != .unchanged else { return }
            changes.append(change)
            // The interpreter reports only what the state holds, so the reducer accepts it.
            if case .user(let request) = change, let next = try? NavigationReducer.reduce(reading.shown, request) {
                reading = OnScreenReading(next)
            }
        }
        if let gone = shown.modalLayers.first(where: { !screen.layers.contains($0.id) }) {
            read(reading.layerDidDismiss(gone.id))
        }
        for location in reading.shown.stackLocations {
            guard let observed = screen.stacks[location] else { continue }
            read(reading.screensDidShow(observed, at: location))
        }
        if let selection = screen.selection {
            read(reading.tabBarDidSelect(selection))
        }
        return changes
    }
}
