import Testing
import Waypoint
import WaypointTools
import TestSupport

@Suite("lint's shadowed routes agree with the router on random tables")
struct ShadowPropertyTests {
    static let patterns = [
        "/a", "/a/{x}", "/a/*", "/a/{n: int}", "/a/{b: bool}", "/a/true", "/a/false", "/a/42", "/a/{x}/b", "/a/*/b",
        "/a/{rest…}", "/a/{x}/{rest…}", "/{x}", "/{x}/b", "/*/b", "/{rest…}", "/a/{n: int}/b", "/a/{u: uuid}", "/a/{d: double}",
        "/a/{rest…?}", "/{rest…?}", "/a/{x}/{rest…?}",
        // Literals that ignore case: below exact literals, above placeholders.
        "(?i)/A", "(?i)/a/B", "(?i)/B/{x}", "(?i)/A/{rest…?}",
    ]
    static let values = ["a", "b", "A", "B", "true", "false", "42", "7", "0.5", "zz", "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"]

    @Test("a route lint calls shadowed is never what the router picks; any other is picked for some link", arguments: 0..<60)
    func agreement(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        var chosen: [String] = []
        for pattern in Self.patterns where generator.oneIn(3) { chosen.append(pattern) }
        let definitions = chosen.enumerated().map { RouteDefinition(RouteID(rawValue: "r\($0.offset)"), pattern: $0.element, module: "M") }
        guard let table = try? RouteTable(definitions) else { return }
        let data = try table.manifest().jsonData()
        let shadowed = Set(RouteLinter(manifest: try ManifestFile(data: data).manifest).findings()
            .filter { $0.code == .shadowedRoute }.compactMap(\.routes.first))
        // Every link of up to four segments over values that stand for every class.
        var reached: Set<RouteID> = []
        var links: [[String]] = [[]]
        for length in 1...4 {
            links += Self.sequences(length)
        }
        let parser = LinkParser(policy: LinkPolicy())
        for segments in links {
            let text = "/" + segments.joined(separator: "/")
            if let match = try? table.match(parser.parse(text, source: .inApp)) { reached.insert(match.route) }
        }
        #expect(reached.isDisjoint(with: shadowed), "\(chosen)")
        #expect(Set(definitions.map(\.id)).subtracting(shadowed) == reached, "\(chosen)")
    }

    private static func sequences(_ length: Int) -> [[String]] {
        guard length > 0 else { return [[]] }
        return sequences(length - 1).flatMap { prefix in values.map { prefix + [$0] } }
    }
}
