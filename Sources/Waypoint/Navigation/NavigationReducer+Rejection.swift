extension NavigationReducer {
    /// Why the reducer refused a request. The state is then unchanged.
    ///
    /// A struct rather than a public enum so that new reasons can be added without breaking
    /// anyone's `switch`; compare with the static members, read ``description`` for the words.
    ///
    /// ```swift
    /// #expect(throws: NavigationReducer.Rejection.noModalToDismiss) {
    ///     try NavigationReducer.reduce(state, .dismiss)
    /// }
    /// ```
    public struct Rejection: Error, Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case unknownTab(TabID, available: [TabID])
            case unknownEntry(EntryID)
            case unknownModalLayer(ModalLayerID, presented: [ModalLayerID])
            case nothingToPop(StackLocation)
            case noModalToDismiss
        }

        /// What the refused stack showed, for the words only: a rejection made by the reducer
        /// names the modal's style and the root screen, one made with ``nothingToPop(_:)`` cannot.
        struct Shown: Sendable {
            var modalStyle: ModalStyle?
            var root: RouteID?
        }

        let kind: Kind
        let shown: Shown?

        init(kind: Kind, shown: Shown? = nil) {
            self.kind = kind
            self.shown = shown
        }

        /// The request names a tab the state does not have; `available` lists the tabs it has
        /// (none for a root without tabs).
        public static func unknownTab(_ tab: TabID, available: [TabID]) -> Rejection {
            Rejection(kind: .unknownTab(tab, available: available))
        }

        /// A report names an entry that no stack holds, typically because the state moved on
        /// before the report arrived.
        public static func unknownEntry(_ entry: EntryID) -> Rejection {
            Rejection(kind: .unknownEntry(entry))
        }

        /// A report names a modal layer that is not presented; `presented` lists those that are.
        public static func unknownModalLayer(_ layer: ModalLayerID, presented: [ModalLayerID]) -> Rejection {
            Rejection(kind: .unknownModalLayer(layer, presented: presented))
        }

        /// A pop was asked of the stack at `location`, which holds only its root (or nothing).
        public static func nothingToPop(_ location: StackLocation) -> Rejection {
            Rejection(kind: .nothingToPop(location))
        }

        /// The rejection of a pop at `location`, worded with what `state` shows there.
        static func nothingToPop(_ location: StackLocation, in state: NavigationState) -> Rejection {
            var shown = Shown(root: state.stack(at: location)?.first?.route)
            if case .modal(let layer) = location {
                shown.modalStyle = state.modalLayers.first { $0.id == layer }?.style
            }
            return Rejection(kind: .nothingToPop(location), shown: shown)
        }

        /// A dismiss was asked while no modal layer is presented.
        public static var noModalToDismiss: Rejection { Rejection(kind: .noModalToDismiss) }

        /// What was refused and why, naming what the state holds instead.
        public var description: String {
            switch kind {
            case .unknownTab(let tab, let available):
                available.isEmpty
                    ? "no tab '\(tab)': this navigation state has no tabs"
                    : "no tab '\(tab)'; the tabs are \(available.map { "'\($0)'" }.joined(separator: ", "))"
            case .unknownEntry(let entry):
                "no stack holds \(entry)"
            case .unknownModalLayer(let layer, let presented):
                presented.isEmpty
                    ? "\(layer) is not presented: no modal layer is"
                    : "\(layer) is not presented; the layers are "
                        + presented.map(\.description).joined(separator: ", ")
            case .nothingToPop(let location):
                shown != nil && shown?.root == nil
                    ? "\(stackName(location)) shows no screen; nothing to pop"
                    : "\(stackName(location)) shows only its root screen"
                        + (shown?.root.map { " (\($0))" } ?? "") + "; nothing to pop"
            case .noModalToDismiss:
                "no modal layer is presented; nothing to dismiss"
            }
        }

        /// A stack as the user sees it: `the 'shop' tab`, `the modal sheet`, `the navigation stack`.
        private func stackName(_ location: StackLocation) -> String {
            switch location {
            case .root: "the navigation stack"
            case .tab(let tab): "the '\(tab)' tab"
            case .modal(let layer):
                switch shown?.modalStyle {
                case .sheet: "the modal sheet"
                case .fullScreen: "the full-screen modal"
                case nil: "the modal \(layer)"
                }
            }
        }

        /// Rejections are equal when their reasons are: what the stack showed only words them.
        public static func == (lhs: Rejection, rhs: Rejection) -> Bool { lhs.kind == rhs.kind }

        /// Hashes the reason, which is what equality compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
    }
}
