/// The step-based ``NavigationContainer`` over a ``PushPresentContainer``: the planner's steps
/// stay the truth, and each becomes the push, present, pop, dismiss and tab calls that show it.
///
/// The state each step starts from says how many screens a `popTo` or a `dismiss` takes.
@MainActor
public final class PushPresentSteps<Base: PushPresentContainer>: NavigationContainer {
    /// The container the calls go to.
    package let base: Base

    /// A step five calls cannot carry out: a change to a stack that is not the visible one, the
    /// replacement of a stack's bottom screen, a dialog, or a split view's columns.
    package struct UnsupportedStep: Error, CustomStringConvertible {
        /// The step.
        package let step: NavigationStep
        /// `a push/present container cannot '<step>': <why>`.
        package var description: String {
            "a push/present container cannot '\(step)': it acts on the visible stack, never replaces its bottom screen and shows no dialog or split view"
        }
    }

    /// Wraps a push/present container; attach it before it shows anything.
    public init(_ base: Base) {
        self.base = base
    }

    /// Performs one step with `base`'s calls.
    ///
    /// - Throws: What `base` throws; otherwise an error naming the step, for a step that does not
    ///   fit what is shown, a change to a stack that is not visible, or a `setStack` of a stack that
    ///   is not a modal layer's, which needs its bottom screen replaced. The request ends
    ///   ``NavigationOutcome/Reason/interrupted(step:error:)`` with its description.
    public func perform(
        _ step: NavigationStep, from shown: NavigationState, to _: NavigationState, screens: [EntryID: Base.Screen]
    ) async throws {
        func screen(_ entry: NavigationEntry) throws -> Base.Screen {
            guard let screen = screens[entry.id] else {
                throw NavigationStepError.unknownEntry(entry.id, in: shown.visibleLocation, step: step)
            }
            return screen
        }
        switch step {
        case .push(_, let location), .popTo(_, let location), .setStack(_, let location):
            guard location == shown.visibleLocation else { throw UnsupportedStep(step: step) }
        case .dismiss, .selectTab, .present, .replaceRoot:
            break
        case .presentDialog, .dismissDialog, .showColumn:
            throw UnsupportedStep(step: step)
        }
        switch step {
        case .push(let entries, _):
            for entry in entries { try await base.push(try screen(entry)) }
        case .popTo(let entry, let location):
            let stack = shown.stack(at: location) ?? []
            guard let index = stack.firstIndex(where: { $0.id == entry }) else {
                throw NavigationStepError.unknownEntry(entry, in: location, step: step)
            }
            for _ in (index + 1)..<stack.count { try await base.pop() }
        case .setStack(let entries, let location):
            guard case .modal = location, let layer = shown.modalLayers.last, let first = entries.first else {
                throw UnsupportedStep(step: step)
            }
            try await base.dismiss()
            try await base.present(try screen(first), style: layer.style)
            for entry in entries.dropFirst() { try await base.push(try screen(entry)) }
        case .dismiss(let layer):
            guard let index = shown.modalLayers.firstIndex(where: { $0.id == layer }) else {
                throw NavigationStepError.unknownModalLayer(layer, step: step)
            }
            for _ in index..<shown.modalLayers.count { try await base.dismiss() }
        case .selectTab(let tab):
            try await base.selectTab(tab)
        case .present(let layer):
            guard let first = layer.stack.first else { break }
            try await base.present(try screen(first), style: layer.style)
            for entry in layer.stack.dropFirst() { try await base.push(try screen(entry)) }
        case .presentDialog, .dismissDialog, .showColumn:
            throw UnsupportedStep(step: step)
        case .replaceRoot(let root):
            switch root {
            case .stack(let entries):
                for entry in entries { try await base.push(try screen(entry)) }
            case .tabs(let tabs, let selected):
                for tab in tabs where !tab.stack.isEmpty {
                    try await base.selectTab(tab.id)
                    for entry in tab.stack { try await base.push(try screen(entry)) }
                }
                try await base.selectTab(selected)
            case .split:
                throw UnsupportedStep(step: step)
            }
        }
    }
}
