public import Waypoint

/// One row of a table-driven link test: a link, and what the app should do with it.
///
/// ```swift
/// let failures = table.verify([
///     LinkExpectation("shop://catalog/shoes", route: "catalog.category", parameters: ["category": "shoes"]),
///     LinkExpectation("shop://checkout", rejectedWith: .sourceNotAllowed),
///     LinkExpectation("https://evil.example/checkout", rejectedWith: .hostNotAllowed),
/// ], parser: parser)
/// #expect(failures.isEmpty, "\(failures)")
/// ```
public struct LinkExpectation: Sendable, CustomStringConvertible {
    /// The link as received.
    public let link: String
    /// Its source; inferred from its form when `nil` (see `LinkParser.inferredSource(for:)`).
    public let source: LinkSource?
    /// What should happen.
    public let outcome: Outcome

    /// What a link should lead to.
    public enum Outcome: Sendable, Hashable {
        /// A match of this route with exactly these parameters (first values).
        case matches(RouteID, parameters: [String: String])
        /// A refusal with this code.
        case rejected(LinkRejection.Code)
    }

    /// Expects a match.
    public init(_ link: String, source: LinkSource? = nil, route: RouteID, parameters: [String: String] = [:]) {
        self.link = link
        self.source = source
        self.outcome = .matches(route, parameters: parameters)
    }

    /// Expects a refusal.
    public init(_ link: String, source: LinkSource? = nil, rejectedWith code: LinkRejection.Code) {
        self.link = link
        self.source = source
        self.outcome = .rejected(code)
    }

    /// The link and its source, as failures name the row: `shop://checkout [inferred]`.
    public var description: String { "\(link) [\(source?.rawValue ?? "inferred")]" }

    /// A row whose link did something else, with what it did.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The row.
        public let expectation: LinkExpectation
        /// What actually happened.
        public let actual: String
        /// `<row>: expected <outcome>, got <actual>`.
        public var description: String { "\(expectation): expected \(expectation.outcome.text), got \(actual)" }
    }
}

extension LinkExpectation.Outcome {
    fileprivate var text: String {
        switch self {
        case .matches(let route, let parameters):
            "\(route) ["
                + parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        case .rejected(let code): "rejection \(code.rawValue)"
        }
    }
}

extension RouteTable {
    /// Checks every row and returns the ones that did not do what they expected (empty when all did).
    ///
    /// - Parameters:
    ///   - expectations: The rows.
    ///   - parser: The app's parser, with its policy.
    public func verify(_ expectations: [LinkExpectation], parser: LinkParser) -> [LinkExpectation.Failure] {
        expectations.compactMap { expectation in
            let source = expectation.source ?? LinkParser.inferredSource(for: expectation.link)
            let actual: LinkExpectation.Outcome
            do throws(LinkRejection) {
                let match = try self.match(parser.parse(expectation.link, source: source))
                actual = .matches(match.route, parameters: match.parameters.dictionary)
            } catch {
                actual = .rejected(error.code)
            }
            return actual == expectation.outcome
                ? nil : LinkExpectation.Failure(expectation: expectation, actual: actual.text)
        }
    }
}
