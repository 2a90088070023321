/// What a toolkit shows, read back from its view hierarchy: each stack's screens, the modal
/// layers still presented, and the tab bar's selection.
///
/// A container reads it after a step that timed out (``StepTimedOut``): the toolkit may have
/// carried out part of the step late, or the user may have moved meanwhile, and the record must
/// follow what is really on screen before the next step plans from it.
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

extension OnScreenState {
    /// Brings the record in line with what the toolkit shows, after a step that was abandoned
    /// (a step still in flight is abandoned first).
    ///
    /// The observation is read as the user's doing, in the order a user could have done it: a
    /// layer that is gone (with every layer above it) is a dismissal, a shorter stack a pop, a
    /// different tab a selection. What no gesture explains (a screen the toolkit pushed late) is
    /// returned as unsupported and left out of the record, as any change around the manager is.
    ///
    /// - Parameter screen: What the toolkit shows now.
    /// - Returns: Every change that is not ``ObservedChange/unchanged``, in order; the
    ///   ``ObservedChange/user(_:)`` ones are already applied here and go on to the manager.
    package mutating func reread(_ screen: ObservedScreen) -> [ObservedChange] {
        if stepInFlight != nil { abandon() }
        var changes: [ObservedChange] = []
        if let gone = shown.modalLayers.first(where: { !screen.layers.contains($0.id) }) {
            changes.append(layerDidDismiss(gone.id))
        }
        for location in shown.stackLocations {
            guard let observed = screen.stacks[location] else { continue }
            changes.append(stackDidShow(observed, at: location))
        }
        if let selection = screen.selection {
            changes.append(tabBarDidSelect(selection))
        }
        return changes.filter { $0 != .unchanged }
    }
}
