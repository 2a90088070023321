public import Waypoint

/// One row of a table-driven navigation test: a link, and the outcome, route, parameters and
/// steps it should produce.
///
/// ```swift
/// let failures = await NavigationExpectation.verify([
///     NavigationExpectation("https://shop.example.com/catalog/shoes/products/42", route: "catalog.product",
///                           parameters: ["category": "shoes", "productId": "42"],
///                           steps: ["push [entry#3 catalog.category, entry#4 catalog.product] onto tab shop"]),
///     NavigationExpectation("shop://checkout", outcome: "sourceNotAllowed"),
/// ]) { try makeApp() }
/// #expect(failures.isEmpty, "\(failures)")
/// ```
public struct NavigationExpectation: Sendable, CustomStringConvertible {
    /// The link as received.
    public let link: String
    /// Its source; inferred from its form when `nil`.
    public let source: LinkSource?
    /// The expected `NavigationOutcome.code`: `completed`, `redirected`, `sourceNotAllowed`, …
    public let outcome: String
    /// The route expected on top of the visible stack afterwards, when checked.
    public let route: RouteID?
    /// The top entry's parameters, when checked.
    public let parameters: [String: String]?
    /// The steps the container should have performed, as `NavigationStep.description` writes them, when checked.
    public let steps: [String]?

    /// Creates a row.
    public init(
        _ link: String, source: LinkSource? = nil, outcome: String = "completed", route: RouteID? = nil,
        parameters: [String: String]? = nil, steps: [String]? = nil
    ) {
        self.link = link
        self.source = source
        self.outcome = outcome
        self.route = route
        self.parameters = parameters
        self.steps = steps
    }

    /// The link and its source, as failures name the row: `shop://checkout [inferred]`.
    public var description: String { "\(link) [\(source?.rawValue ?? "inferred")]" }

    /// A row that did something else.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The row.
        public let expectation: NavigationExpectation
        /// Every difference, one per line.
        public let differences: [String]
        /// The row, then every difference, separated by `; `.
        public var description: String { "\(expectation): " + differences.joined(separator: "; ") }
    }

    /// Runs every row against a fresh app, made by `makeApp` with its recorder already attached
    /// and reset, and returns the rows that did not do what they expected.
    @MainActor
    public static func verify<Screen>(
        _ rows: [NavigationExpectation],
        makeApp: @MainActor () async throws -> (NavigationManager<Screen>, RecordingContainer<Screen>)
    ) async rethrows -> [Failure] {
        var failures: [Failure] = []
        for row in rows {
            let (manager, recorder) = try await makeApp()
            let outcome = await manager.open(row.link, source: row.source)
            var differences: [String] = []
            if outcome.code != row.outcome { differences.append("outcome \(outcome) instead of \(row.outcome)") }
            let top = manager.state.topEntry
            if let route = row.route, top?.route != route {
                differences.append("top route \(top.map { "\($0.route)" } ?? "none") instead of \(route)")
            }
            if let parameters = row.parameters, top?.descriptor.parameters != parameters {
                differences.append("parameters \(top?.descriptor.parameters ?? [:]) instead of \(parameters)")
            }
            if let steps = row.steps, recorder.stepLog != steps {
                differences.append("steps \(recorder.stepLog) instead of \(steps)")
            }
            if !differences.isEmpty { failures.append(Failure(expectation: row, differences: differences)) }
        }
        return failures
    }
}

extension RecordingContainer {
    /// Compares, in one call, the steps performed and the visible stack a manager ended with;
    /// `nil` when both are as expected, otherwise what differs.
    ///
    /// ```swift
    /// #expect(recorder.mismatch(steps: ["push [entry#4 catalog.product] onto tab shop"],
    ///                           visible: ["home", "catalog.category", "catalog.product"], of: manager) == nil)
    /// ```
    public func mismatch(steps: [String], visible: [RouteID], of manager: NavigationManager<Screen>) -> String? {
        var differences: [String] = []
        if stepLog != steps { differences.append("steps \(stepLog) instead of \(steps)") }
        let routes = manager.state.visibleStack.map(\.route)
        if routes != visible { differences.append("visible stack \(routes) instead of \(visible)") }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }
}
