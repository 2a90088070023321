extension SwiftUIPresentation {
    /// The presentations a SwiftUI container publishes, in order, to go from this one to
    /// `next`, waiting for each to finish on screen before the following one.
    ///
    /// A view carries a `.sheet(item:)` and a `.fullScreenCover(item:)` at each depth. When
    /// the layer at one depth is replaced — a sheet by a full-screen cover, or by another sheet
    /// — publishing `next` at once would dismiss one modifier's item and present the other's
    /// in the same update, which SwiftUI drops or animates wrongly. So the replaced depth is
    /// emptied first (with every layer above it), and `next` follows once that dismissal is
    /// over. Any other change (a push, a layer added on top or removed) is one publication.
    ///
    /// ```swift
    /// shown.publications(to: next)   // [next without the layers from depth 0, next]
    /// ```
    ///
    /// - Parameter next: The presentation to reach.
    /// - Returns: `[next]`, or the dismissal then `next`.
    package func publications(to next: SwiftUIPresentation) -> [SwiftUIPresentation] {
        let common = min(layers.count, next.layers.count)
        let replaced = (0..<common).first { depth in
            layers[depth].id != next.layers[depth].id || layers[depth].style != next.layers[depth].style
        }
        guard let replaced else { return [next] }
        return [SwiftUIPresentation(root: next.root, layers: Array(next.layers.prefix(replaced))), next]
    }

    private init(root: Root, layers: [Layer]) {
        self.root = root
        self.layers = layers
        dialog = nil
    }
}

/// How a SwiftUI container learns that a published step is finished on screen.
package enum SwiftUIStepCompletion: Hashable, Sendable {
    /// Nothing the user sees animates: the step is done once published.
    case immediate
    /// Publish inside `withAnimation(_:completionCriteria:_:completion:)` (iOS 17, macOS 14,
    /// tvOS 17, watchOS 10) and wait for its completion, bounded by the container's deadline,
    /// and for at least the system transition's duration.
    ///
    /// Apple documents that the completion runs "when all animations are complete", and
    /// "immediately after body" when the changes create none; it does not say whether a
    /// `NavigationStack` push or a sheet's presentation, which UIKit animates, counts as one. A
    /// completion that arrives right after the update would end the step while the push still
    /// runs, and the next step would change the stack mid-transition. Waiting for the later of
    /// the two is right under either reading.
    case animationCompletion(atLeast: Duration)
    /// Older systems, which report no completion: publish, then wait this long.
    case timer(Duration)
}

extension SwiftUITransitionTiming {
    /// How a container knows `step` is finished on screen.
    ///
    /// - Parameters:
    ///   - step: The step the container publishes.
    ///   - state: What the container showed before it.
    ///   - animationCompletionAvailable: Whether the system has
    ///     `withAnimation(_:completionCriteria:_:completion:)`.
    /// - Returns: ``SwiftUIStepCompletion/immediate`` for a change nobody sees, else the
    ///   animation's completion where the system has it, the timer of
    ///   ``settleTime(for:before:)`` where it does not.
    package func completion(
        for step: NavigationStep,
        before state: NavigationState,
        animationCompletionAvailable: Bool
    ) -> SwiftUIStepCompletion {
        let settle = settleTime(for: step, before: state)
        guard settle > .zero else { return .immediate }
        return animationCompletionAvailable ? .animationCompletion(atLeast: settle) : .timer(settle)
    }

    /// How a container knows a modal dismissal it published first (see
    /// ``SwiftUIPresentation/publications(to:)``) is over.
    package func dismissalCompletion(animationCompletionAvailable: Bool) -> SwiftUIStepCompletion {
        animationCompletionAvailable ? .animationCompletion(atLeast: modal) : .timer(modal)
    }
}
