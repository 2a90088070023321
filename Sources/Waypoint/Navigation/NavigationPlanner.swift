/// Turns the difference between two states into the fewest ordered steps with which a
/// container goes back to what it keeps and forward to what is new.
///
/// The plan always runs in the same phase order, because each phase needs the previous one
/// finished:
/// 0. **Dialog away**: ``NavigationStep/dismissDialog(_:)`` when the dialog shown goes (nothing
///    can be dismissed, pushed or presented beneath a dialog while it is up).
/// 1. **Dismiss**: at most one ``NavigationStep/dismiss(_:)``, naming the lowest layer that
///    goes (it takes the layers above it along). Layers are kept bottom-up while the new state
///    has the same layer (same identity, style, sheet and popover options) at the same depth: a
///    layer whose options change (a restoration onto another detent) is presented again.
/// 2. **Root**: ``NavigationStep/selectTab(_:)`` when the selection changes; or, only when the
///    root's shape changes (see ``NavigationRoot/hasSameShape(as:)``), one
///    ``NavigationStep/replaceRoot(_:)``, after dismissing every layer.
/// 3. **Pops**: one ``NavigationStep/popTo(_:in:)`` per stack whose kept bottom entries are
///    followed by entries that go.
/// 4. **Pushes**: one ``NavigationStep/push(_:onto:)`` per stack that gains entries above
///    the kept ones, all of them in one step. A stack that keeps none of its entries gets one
///    ``NavigationStep/setStack(_:in:)`` instead, as there is nothing to pop back to. A stack
///    that keeps some is never set wholesale, though that would be one step fewer: going back
///    to what is kept and then forward is what the user expects to see, and what every
///    container (a navigation controller, a SwiftUI path) can animate.
/// 4b. **Column**: ``NavigationStep/showColumn(_:)`` when a split's preferred compact column
///    changes, once the column holds what it shows. The split's size class is the container's own
///    report (``NavigationRequest/userChangedSizeClass(_:)``), recorded without a plan: no step
///    changes it, and a change of it alone plans nothing.
/// 5. **Presents**: one ``NavigationStep/present(_:)`` per new layer, bottom first, each
///    carrying its whole stack.
/// 6. **Dialog**: ``NavigationStep/presentDialog(_:)`` when the new state shows a dialog the old
///    one did not, over everything the plan brought.
///
/// Within the pop and push phases stacks come in ``NavigationState/stackLocations`` order.
/// An entry is kept only while it and every entry beneath it are unchanged (same identity and
/// content), so a container may reuse the screen it built for a kept entry.
///
/// ```swift
/// // Shop is selected under a login sheet and Basket shows [basket, search];
/// // a replace-stack link to the basket's item, whose parent is the basket:
/// NavigationPlanner.plan(from: old, to: new)
/// // [.dismiss(login), .selectTab("basket"), .popTo(basket, in: .tab("basket")),
/// //  .push([item], onto: .tab("basket"))]
/// ```
package enum NavigationPlanner {
    /// The steps that take a container showing `old` to showing `new`; empty when they are
    /// equal. Applying them in order with ``NavigationState/applying(_:)`` yields `new`.
    package static func plan(from old: NavigationState, to new: NavigationState) -> [NavigationStep] {
        let sameShape = old.root.hasSameShape(as: new.root)
        var keptLayers = 0
        if sameShape {
            while keptLayers < min(old.modalLayers.count, new.modalLayers.count),
                old.modalLayers[keptLayers].showsLike(new.modalLayers[keptLayers])
            {
                keptLayers += 1
            }
        }

        var steps: [NavigationStep] = []
        // A dialog stays only over the very screens it was shown over; anything beneath that changes
        // takes it away first, and a new one comes last.
        let keepsDialog =
            old.dialog == new.dialog
            && (old.dialog == nil
                || (old.root.ignoringSizeClass == new.root.ignoringSizeClass && old.modalLayers == new.modalLayers))
        if let dialog = old.dialog, !keepsDialog { steps.append(.dismissDialog(dialog.id)) }
        if keptLayers < old.modalLayers.count {
            steps.append(.dismiss(old.modalLayers[keptLayers].id))
        }

        // Every pop before any push; each stack's steps are appended as it is compared, with no
        // array of the stacks in between (a plan is made for every request).
        var pops: [NavigationStep] = []
        var pushes: [NavigationStep] = []
        func edit(_ location: StackLocation, from oldStack: [NavigationEntry], to newStack: [NavigationEntry]) {
            let (pop, push) = stackSteps(from: oldStack, to: newStack, at: location)
            if let pop { pops.append(pop) }
            if let push { pushes.append(push) }
        }
        if sameShape {
            if let selected = new.selectedTab, selected != old.selectedTab {
                steps.append(.selectTab(selected))
            }
            for location in new.rootStackLocations {
                edit(location, from: old.stack(at: location) ?? [], to: new.stack(at: location) ?? [])
            }
        } else {
            steps.append(.replaceRoot(new.root))
        }
        for index in 0..<keptLayers {
            edit(
                .modal(new.modalLayers[index].id), from: old.modalLayers[index].stack,
                to: new.modalLayers[index].stack)
        }
        // Most plans are one phase (a push, a pop): that phase's array is the plan, with no copy,
        // and an empty phase is not appended at all.
        func append(_ phase: [NavigationStep]) {
            if steps.isEmpty {
                steps = phase
            } else if !phase.isEmpty {
                steps.append(contentsOf: phase)
            }
        }
        append(pops)
        append(pushes)
        if sameShape, let column = new.split?.preferredCompactColumn, column != old.split?.preferredCompactColumn {
            steps.append(.showColumn(column))
        }
        if keptLayers < new.modalLayers.count { append(new.modalLayers[keptLayers...].map { .present($0) }) }
        if let dialog = new.dialog, !keepsDialog { steps.append(.presentDialog(dialog)) }
        return steps
    }

    /// At most one pop and one push (or set) that turn one stack into another.
    static func stackSteps(
        from old: [NavigationEntry],
        to new: [NavigationEntry],
        at location: StackLocation
    ) -> (pop: NavigationStep?, push: NavigationStep?) {
        var kept = 0
        while kept < min(old.count, new.count), old[kept] == new[kept] {
            kept += 1
        }
        if kept == old.count && kept == new.count { return (nil, nil) }
        if kept == 0 && !old.isEmpty { return (nil, .setStack(new, in: location)) }
        let pop: NavigationStep? = kept < old.count ? .popTo(new[kept - 1].id, in: location) : nil
        let push: NavigationStep? = kept < new.count ? .push(Array(new[kept...]), onto: location) : nil
        return (pop, push)
    }
}

extension ModalLayer {
    /// Whether a container showing this layer shows `other` too, whatever their stacks hold: the
    /// same identity, style, sheet and popover options.
    func showsLike(_ other: ModalLayer) -> Bool {
        id == other.id && style == other.style && sheet == other.sheet && popover == other.popover
    }
}
