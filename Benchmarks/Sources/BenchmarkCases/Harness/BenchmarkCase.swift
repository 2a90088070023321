/// One row group of the comparison: a case such as `lookup.param1000`, and every implementation of it.
///
/// Cases are prepared lazily, so that `--filter` does not pay for building 10,000-route tables it
/// will not time. Preparing a case also checks that its implementations agree (see ``PreparedCase``).
public struct CaseDefinition {
    /// The case name, as it appears in the table and in JSON (`lookup.param1000`).
    public let name: String
    /// How many threads run the loop at once; ns/op is reported per thread.
    public let threads: Int
    /// Builds the implementations and checks that they agree.
    public let prepare: @MainActor () async throws -> PreparedCase

    public init(name: String, threads: Int = 1, prepare: @escaping @MainActor () async throws -> PreparedCase) {
        self.name = name
        self.threads = threads
        self.prepare = prepare
    }
}

/// A case ready to be timed: its implementations, all checked to give the same answers.
public struct PreparedCase {
    public let implementations: [Implementation]

    /// - Parameters:
    ///   - implementations: Every implementation of the case, Waypoint first.
    ///   - verify: Runs before anything is timed; throws ``Disagreement`` when an implementation
    ///     answers differently from the others on one of the case's inputs.
    public init(_ implementations: [Implementation], verify: () throws -> Void) throws {
        try verify()
        self.implementations = implementations
    }

    /// A case whose check runs on the main actor (the navigation manager).
    @MainActor
    init(_ implementations: [Implementation], verifyOnMainActor verify: @MainActor () async throws -> Void) async throws {
        try await verify()
        self.implementations = implementations
    }
}

/// One implementation of a case: what runs `n` operations, and how its memory is measured.
public struct Implementation {
    /// `waypoint`, `routingkit`, `swinject`, `linear`, `handwritten` or `direct`.
    public let impl: String
    public let body: Body
    /// Operations to run between two readings of the resident set size, to show growth (or none).
    public var memoryProbeOperations: Int?
    /// Measures the bytes the implementation's structure keeps on the heap (table builds).
    public var retainedBytes: (() -> Int)?

    /// What runs `n` operations.
    public enum Body {
        /// A plain loop; safe to run on several threads at once when the case says so.
        case sync((Int) -> Void)
        /// A loop of awaited main-actor calls (the navigation manager).
        case mainActor(@MainActor (Int) async -> Void)
    }

    public init(_ impl: String, memoryProbeOperations: Int? = nil, retainedBytes: (() -> Int)? = nil, run: @escaping (Int) -> Void) {
        self.impl = impl
        self.body = .sync(run)
        self.memoryProbeOperations = memoryProbeOperations
        self.retainedBytes = retainedBytes
    }

    public init(_ impl: String, memoryProbeOperations: Int? = nil, mainActor run: @escaping @MainActor (Int) async -> Void) {
        self.impl = impl
        self.body = .mainActor(run)
        self.memoryProbeOperations = memoryProbeOperations
    }
}

/// Implementations that answered differently on the same input: the comparison would be meaningless.
public struct Disagreement: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Throws a ``Disagreement`` unless `actual == expected`.
func expectSame<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String) throws {
    guard actual == expected else {
        throw Disagreement("\(what()): got \(actual), expected \(expected)")
    }
}

/// How long and how hard the harness runs: the full comparison or a smoke run.
public struct RunProfile: Sendable {
    /// Resolves before and after which the resident set size is compared.
    public let resolvesForMemory: Int
    /// Navigations before and after which the resident set size is compared.
    public let navigationsForMemory: Int

    public static let full = RunProfile(resolvesForMemory: 10_000_000, navigationsForMemory: 1_000_000)
    public static let quick = RunProfile(resolvesForMemory: 200_000, navigationsForMemory: 20_000)
}
