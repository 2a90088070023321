import BenchmarkCases
import Testing

/// Preparing a case checks that its implementations give the same answers on the same inputs; the
/// `compare` command does the same before it times anything. Here every case is prepared and each
/// implementation runs a few operations, so a peer that drifts from Waypoint fails a test.
@MainActor
@Suite("every implementation of every case agrees with the others")
struct AgreementTests {
    nonisolated static let names = Catalog.definitions(profile: .quick).map(\.name)

    @Test("the case prepares, its implementations agree, and each runs", arguments: names)
    func agree(name: String) async throws {
        let definition = try #require(Catalog.definitions(profile: .quick).first { $0.name == name })
        let prepared = try await definition.prepare()
        // Waypoint is timed first, except in the hand-written floor `nav.open` is measured against.
        #expect(prepared.implementations.first?.impl == (name == "nav.open.direct" ? "direct" : "waypoint"))
        for implementation in prepared.implementations {
            switch implementation.body {
            case .sync(let run): run(4)
            case .mainActor(let run): await run(4)
            }
        }
    }

    @Test("case names are the ones the JSON consumers expect")
    func names() {
        for expected in [
            "lookup.static50", "lookup.param1000", "lookup.param10000", "lookup.miss1000", "e2e.link", "build.1000",
            "build.10000", "lint.500", "lint.2000", "lint.10000", "di.transient", "di.graph5", "di.singleton",
            "di.named-arg", "di.transient.2threads", "di.graph5.2threads", "di.singleton.2threads",
            "di.named-arg.2threads", "nav.open", "nav.open.typed", "nav.open.direct", "nav.restore.deep", "nav.burst", "launch.shop",
        ] {
            #expect(Self.names.contains(expected), "missing case \(expected)")
        }
    }
}
