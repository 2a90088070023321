/// The rules every state keeps, checked rather than assumed: the reducer's tests assert no
/// violation after every request, and decoding refuses a saved state that breaks one.
extension NavigationState {
    /// One broken rule of a ``NavigationState``: what decoding a save lists, in words, and what
    /// the reducer's tests check after every request.
    package enum InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
        /// A tabbed root without a single tab.
        case noTabs
        /// Two tabs share this identity.
        case duplicateTab(TabID)
        /// The selected tab is not one of the tabs.
        case selectedTabMissing(TabID)
        /// The stack at this location is empty, though it must keep its root entry.
        case emptyStack(StackLocation)
        /// The split's preferred compact column is one the split does not have (the supplementary
        /// column of a two-column split).
        case compactColumnMissing(SplitColumn)
        /// Two entries share this identity.
        case duplicateEntry(EntryID)
        /// Two modal layers share this identity.
        case duplicateModalLayer(ModalLayerID)
        /// An entry or layer uses an identity the state has not minted yet, so minting would
        /// hand it out again.
        case identityNotMinted(UInt64, nextIdentity: UInt64)
        /// The identity counter is so high that only a corrupted save can have produced it.
        case identityCounterOutOfRange(UInt64)
        /// The layer's sheet options break this rule (no detent, a detent no sheet rests at, one
        /// offered twice, a selected or undimmed detent it does not offer).
        case brokenSheet(ModalLayerID, SheetOptions.BrokenRule)
        /// The layer is a popover without an anchor, which UIKit refuses to show.
        case popoverWithoutAnchor(ModalLayerID)
        /// The dialog cannot be shown: `problem` says why (``NavigationDialog/problem``).
        case unshowableDialog(ModalLayerID, problem: String)

        /// The broken rule in a sentence, such as `two tabs are named 'shop'`.
        package var description: String {
            switch self {
            case .noTabs:
                "a tabbed root has no tabs"
            case .duplicateTab(let tab):
                "two tabs are named '\(tab)'"
            case .selectedTabMissing(let tab):
                "the selected tab '\(tab)' is not one of the tabs"
            case .emptyStack(let location):
                "the stack of \(location) is empty but must keep its root entry"
            case .compactColumnMissing(let column):
                "the split's preferred compact column '\(column)' is not one of its columns"
            case .duplicateEntry(let id):
                "two entries share the identity \(id)"
            case .duplicateModalLayer(let id):
                "two modal layers share the identity \(id)"
            case .identityNotMinted(let identity, let next):
                "identity \(identity) is not below the identity counter \(next)"
            case .identityCounterOutOfRange(let counter):
                "the identity counter \(counter) is out of range (at most \(NavigationState.identityCounterLimit))"
            case .brokenSheet(let layer, let rule):
                "the sheet of \(layer) \(rule)"
            case .popoverWithoutAnchor(let layer):
                "the popover \(layer) has no anchor"
            case .unshowableDialog(let id, let problem):
                "\(problem) (\(id))"
            }
        }
    }

    /// The highest identity counter a valid state may hold: far beyond any real session, and
    /// far enough from the top of `UInt64` that minting never wraps around.
    package static let identityCounterLimit: UInt64 = 1 << 62

    /// Every rule this state breaks, in a stable order; empty for a well-formed state.
    ///
    /// ```swift
    /// #expect(state.invariantViolations().isEmpty)
    /// ```
    package func invariantViolations() -> [InvariantViolation] {
        invariantViolations(entryIdentities: entryIdentities())
    }

    /// The same, given ``entryIdentities()``, which a caller that also needs them reads once.
    func invariantViolations(entryIdentities entryIDs: [UInt64]) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        if case .tabs(let tabs, let selected) = root {
            if tabs.isEmpty { violations.append(.noTabs) }
            var seenTabs: Set<TabID> = []
            for tab in tabs where !seenTabs.insert(tab.id).inserted {
                violations.append(.duplicateTab(tab.id))
            }
            if !tabs.isEmpty && !seenTabs.contains(selected) {
                violations.append(.selectedTabMissing(selected))
            }
            for tab in tabs where tab.stack.isEmpty {
                violations.append(.emptyStack(.tab(tab.id)))
            }
        }
        if case .split(let split) = root {
            if split.sidebar.isEmpty { violations.append(.emptyStack(.column(.sidebar))) }
            if !split.columns.contains(split.preferredCompactColumn) {
                violations.append(.compactColumnMissing(split.preferredCompactColumn))
            }
        }
        for layer in modalLayers {
            if layer.stack.isEmpty { violations.append(.emptyStack(.modal(layer.id))) }
            violations += layer.brokenRules
        }

        // Every state the manager moves through is checked, so the common case — no duplicate —
        // is found on plain integers without copying an entry; the ordered report is built only
        // when there is a duplicate to report.
        if Self.hasDuplicate(entryIDs) {
            var seenEntries: Set<EntryID> = []
            for entry in entries where !seenEntries.insert(entry.id).inserted {
                violations.append(.duplicateEntry(entry.id))
            }
        }
        // A dialog is a layer over the others: its identity is theirs to share with none.
        let layers = modalLayers.map(\.id) + (dialog.map { [$0.id] } ?? [])
        let layerIDs = layers.map(\.rawValue)
        if Self.hasDuplicate(layerIDs) {
            var seenLayers: Set<ModalLayerID> = []
            for layer in layers where !seenLayers.insert(layer).inserted {
                violations.append(.duplicateModalLayer(layer))
            }
        }
        if let dialog, let problem = dialog.dialog.problem {
            violations.append(.unshowableDialog(dialog.id, problem: problem))
        }

        if nextIdentity > Self.identityCounterLimit {
            violations.append(.identityCounterOutOfRange(nextIdentity))
        }
        for identity in entryIDs where identity >= nextIdentity {
            violations.append(.identityNotMinted(identity, nextIdentity: nextIdentity))
        }
        for identity in layerIDs where identity >= nextIdentity {
            violations.append(.identityNotMinted(identity, nextIdentity: nextIdentity))
        }
        return violations
    }

    private static func hasDuplicate(_ identities: [UInt64]) -> Bool {
        guard identities.count > 1 else { return false }
        // A state of a few entries (most) is checked pair by pair, without a sorted copy.
        if identities.count <= 16 {
            for first in identities.indices {
                for second in (first + 1)..<identities.count where identities[first] == identities[second] {
                    return true
                }
            }
            return false
        }
        let sorted = identities.sorted()
        return zip(sorted, sorted.dropFirst()).contains { $0 == $1 }
    }
}

extension ModalLayer {
    /// The rules of the layer's own options: sheet options a container can show, and an anchor for
    /// a popover. The sheet options of every style are checked, since a popover may adapt to a sheet.
    var brokenRules: [NavigationState.InvariantViolation] {
        var broken = sheet.brokenRules.map { NavigationState.InvariantViolation.brokenSheet(id, $0) }
        if style == .popover, popover?.anchor == nil { broken.append(.popoverWithoutAnchor(id)) }
        return broken
    }
}
