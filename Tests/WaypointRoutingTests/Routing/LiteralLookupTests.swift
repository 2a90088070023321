import Testing
import WaypointRouting

@Suite("Literal segments: many siblings, and String's own equality")
struct LiteralLookupTests {
    @Test("forty literal siblings each match exactly, and near misses do not")
    func manySiblings() throws {
        let table = try RouteTable((0..<40).flatMap { index in
            [
                RouteDefinition(RouteID(rawValue: "s\(index)"), pattern: "/s\(index)", module: "M"),
                RouteDefinition(RouteID(rawValue: "s\(index).x"), pattern: "/s\(index)/x", module: "M"),
            ]
        })
        for index in 0..<40 {
            #expect(try table.match(Link(source: .inApp, segments: ["s\(index)"])).route == RouteID(rawValue: "s\(index)"))
            #expect(try table.match(Link(source: .inApp, segments: ["s\(index)", "x"])).route == RouteID(rawValue: "s\(index).x"))
        }
        for miss in ["s40", "S1", "s1 ", "", "s01", "ś1"] {
            #expect(throws: LinkRejection.self) { try table.match(Link(source: .inApp, segments: [miss])) }
        }
    }

    /// Segments compare as Swift strings: canonically equivalent spellings are equal (é precomposed
    /// and decomposed; the Kelvin sign and K), on nodes searched by comparison and on hashed ones.
    @Test("canonically equivalent spellings match, on small and large nodes", arguments: [1, 12])
    func canonicalEquivalence(siblings: Int) throws {
        let fillers = (0..<siblings).map { RouteDefinition(RouteID(rawValue: "f\($0)"), pattern: "/f\($0)", module: "M") }
        let table = try RouteTable(fillers + [
            RouteDefinition("cafe", pattern: "/caf\u{E9}", module: "M"),
            RouteDefinition("kelvin", pattern: "/\u{212A}elvin", module: "M"),
            RouteDefinition("plain", pattern: "/K", module: "M"),
        ])
        #expect(try table.match(Link(source: .inApp, segments: ["cafe\u{301}"])).route == "cafe")
        #expect(try table.match(Link(source: .inApp, segments: ["caf\u{E9}"])).route == "cafe")
        #expect(try table.match(Link(source: .inApp, segments: ["Kelvin"])).route == "kelvin")
        #expect(try table.match(Link(source: .inApp, segments: ["\u{212A}"])).route == "plain")
        #expect(try table.match(Link(source: .inApp, segments: ["K"])).route == "plain")
    }

    /// A node with one or two keys compares them without hashing; a deeper node here, since the
    /// root above has more.
    @Test("canonically equivalent spellings match on a node with a single key")
    func canonicalEquivalenceOnSmallNode() throws {
        let table = try RouteTable([
            RouteDefinition("cafe", pattern: "/menu/caf\u{E9}", module: "M"),
            RouteDefinition("kelvin", pattern: "/units/K", module: "M"),
            RouteDefinition("other", pattern: "/other", module: "M"),
        ])
        #expect(try table.match(Link(source: .inApp, segments: ["menu", "cafe\u{301}"])).route == "cafe")
        #expect(try table.match(Link(source: .inApp, segments: ["units", "\u{212A}"])).route == "kelvin")
        #expect(throws: LinkRejection.self) { try table.match(Link(source: .inApp, segments: ["menu", "cafe"])) }
    }

    @Test("two canonically equivalent literals are one segment: the routes are duplicates")
    func equivalentLiteralsCollide() {
        #expect(throws: RouteTableError.self) {
            try RouteTable([
                RouteDefinition("a", pattern: "/caf\u{E9}", module: "M"),
                RouteDefinition("b", pattern: "/cafe\u{301}", module: "M"),
            ])
        }
    }

    @Test("a miss names the decoded path, whatever its length", arguments: [
        ([String](), "no route matches '/'"),
        (["nowhere"], "no route matches '/nowhere'"),
        (["a", "b/c", "d e"], "no route matches '/a/b/c/d e'"),
    ])
    func missMessage(segments: [String], detail: String) throws {
        let table = try RouteTable([RouteDefinition("only", pattern: "/only", module: "M")])
        let error = #expect(throws: LinkRejection.self) { try table.match(Link(source: .inApp, segments: segments)) }
        #expect(error?.code == .notFound)
        #expect(error?.detail == detail)
    }
}
