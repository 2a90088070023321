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
public struct NavigationStepError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case unknownModalLayer(ModalLayerID)
        case unknownTab(TabID, available: [TabID])
        case unknownStack(StackLocation)
        case unknownEntry(EntryID, in: StackLocation)
        case breaksInvariants([NavigationState.InvariantViolation])
    }

    /// The step that did not fit.
    public let step: NavigationStep
    let kind: Kind

    /// The step names a modal layer that is not presented.
    package static func unknownModalLayer(_ layer: ModalLayerID, step: NavigationStep) -> NavigationStepError {
        NavigationStepError(step: step, kind: .unknownModalLayer(layer))
    }

    /// The step selects a tab the state does not have; `available` lists those it has.
    package static func unknownTab(_ tab: TabID, available: [TabID], step: NavigationStep) -> NavigationStepError {
        NavigationStepError(step: step, kind: .unknownTab(tab, available: available))
    }

    /// The step names a stack the state does not have.
    package static func unknownStack(_ location: StackLocation, step: NavigationStep) -> NavigationStepError {
        NavigationStepError(step: step, kind: .unknownStack(location))
    }

    /// The step pops to an entry its stack does not hold.
    package static func unknownEntry(
        _ entry: EntryID,
        in location: StackLocation,
        step: NavigationStep
    ) -> NavigationStepError {
        NavigationStepError(step: step, kind: .unknownEntry(entry, in: location))
    }

    /// Applying the step would leave a state breaking these invariants.
    package static func breaksInvariants(
        _ violations: [NavigationState.InvariantViolation],
        step: NavigationStep
    ) -> NavigationStepError {
        NavigationStepError(step: step, kind: .breaksInvariants(violations))
    }

    /// `cannot <step>: <reason>`, such as `cannot select tab 'nope': no tab 'nope' (tabs: shop, basket)`.
    public var description: String {
        let reason: String =
            switch kind {
            case .unknownModalLayer(let layer):
                "\(layer) is not presented"
            case .unknownTab(let tab, let available):
                "no tab '\(tab)' (tabs: \(available.map(\.rawValue).joined(separator: ", ")))"
            case .unknownStack(let location):
                "no stack at \(location)"
            case .unknownEntry(let entry, let location):
                "the stack of \(location) does not hold \(entry)"
            case .breaksInvariants(let violations):
                violations.map(\.description).joined(separator: "; ")
            }
        return "cannot \(step): \(reason)"
    }
}
