/// Why a ``NavigationStep`` does not fit a state.
///
/// Planned steps always fit the state they were planned from; this error means a container
/// (or a test) applied steps out of order, twice, or to another state.
///
/// ```swift
/// do { shown = try shown.applying(step) } catch {
///     print(error)   // cannot select tab 'nope': no tab 'nope' (tabs: shop, basket)
/// }
/// ```
package enum NavigationStepError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The step names a modal layer that is not presented.
    case unknownModalLayer(ModalLayerID, step: NavigationStep)
    /// The step selects a tab the state does not have; `available` lists those it has.
    case unknownTab(TabID, available: [TabID], step: NavigationStep)
    /// The step names a stack the state does not have.
    case unknownStack(StackLocation, step: NavigationStep)
    /// The step pops to an entry its stack does not hold.
    case unknownEntry(EntryID, in: StackLocation, step: NavigationStep)
    /// The step shows a dialog while another is shown, or takes away a dialog that is not the one
    /// shown (`shown`, when there is one).
    case dialogShown(ModalLayerID?, step: NavigationStep)
    /// Applying the step would leave a state breaking these invariants.
    case breaksInvariants([NavigationState.InvariantViolation], step: NavigationStep)

    /// The step that did not fit.
    package var step: NavigationStep {
        switch self {
        case .unknownModalLayer(_, let step), .unknownTab(_, _, let step), .unknownStack(_, let step),
            .unknownEntry(_, _, let step), .dialogShown(_, let step), .breaksInvariants(_, let step):
            step
        }
    }

    /// `cannot <step>: <reason>`, such as `cannot select tab 'nope': no tab 'nope' (tabs: shop, basket)`.
    package var description: String {
        let reason: String =
            switch self {
            case .unknownModalLayer(let layer, _):
                "\(layer) is not presented"
            case .unknownTab(let tab, let available, _):
                "no tab '\(tab)' (tabs: \(available.map(\.rawValue).joined(separator: ", ")))"
            case .unknownStack(let location, _):
                "no stack at \(location)"
            case .unknownEntry(let entry, let location, _):
                "the stack of \(location) does not hold \(entry)"
            case .dialogShown(let shown, _):
                shown.map { "the dialog shown is \($0)" } ?? "no dialog is shown"
            case .breaksInvariants(let violations, _):
                violations.map(\.description).joined(separator: "; ")
            }
        return "cannot \(step): \(reason)"
    }
}
