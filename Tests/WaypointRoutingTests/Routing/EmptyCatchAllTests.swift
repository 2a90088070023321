import Testing
import TestSupport
import WaypointRouting

/// A help page whose path may be empty: `/help` and `/help/a/b` are one route.
private struct HelpPage: Route {
    static let id: RouteID = "help.page"
    static let pattern = "/help/{path…?}"
    var path: String
}

@Suite("A catch-all that may be empty: {path…?}")
struct EmptyCatchAllTests {
    typealias Code = LinkRejection.Code

    static func table() throws -> RouteTable {
        try RouteTable(rows: [
            ("help.page", "/help/{path…?}", "Help"),
            ("help.contact", "/help/contact", "Help"),
            ("docs", "/docs/{path...?}", "Docs"),
            ("docs.index", "/docs", "Docs"),
            ("files", "/files/{path…}", "Files"),
            ("root", "/{rest…?}", "App"),
            ("web.docs", "web://docs/{path…?}", "Docs"),
        ])
    }

    /// Link → route and the catch-all's value; `nil` for the route when nothing matches.
    static let rows: [(String, RouteID?, String?)] = [
        ("/help", "help.page", ""),
        ("/help/", "help.page", ""),
        ("/help/shipping", "help.page", "shipping"),
        ("/help/shipping/returns/eu", "help.page", "shipping/returns/eu"),
        // Precedence: a literal beats the catch-all; a route ending where it starts beats its empty form.
        ("/help/contact", "help.contact", nil),
        ("/docs", "docs.index", nil),
        ("/docs/a", "docs", "a"),
        // A catch-all without '?' still needs a segment: the root's empty catch-all takes it.
        ("/files", "root", "files"),
        ("/files/a", "files", "a"),
        ("/", "root", ""),
        ("/x/y", "root", "x/y"),
        // A route ending there wins over the empty form, even unscoped; a scoped catch-all wins over
        // an unscoped one.
        ("web://docs", "docs.index", nil),
        ("web://docs/a/b", "web.docs", "a/b"),
    ]

    @Test("matches with none or more segments, after every more specific route", arguments: rows)
    func matching(text: String, route: RouteID?, value: String?) throws {
        var policy = shopPolicy
        policy.customSchemes.insert("web")
        let found = opened(text, in: try Self.table(), policy: policy)
        #expect(found?.route == route)
        if let value { #expect(found?.values == [value]) }
    }

    @Test("the catch-all rule still holds for its segments", arguments: [
        ("/help/a%2F..%2Fadmin", Code.encodedSeparator), ("/help//", .emptySegment), ("/help/%2e%2e", .dotSegment),
        ("/help/a/%5C", .encodedSeparator),
    ])
    func hostile(text: String, code: Code) {
        #expect {
            try Self.table().match(shopParser.parse(text, source: .inApp))
        } throws: { ($0 as? LinkRejection)?.code == code }
    }

    @Test("a typed route decodes the empty value and prints it back without a segment")
    func typed() throws {
        let table = try RouteTable([RouteDefinition(HelpPage.self, module: "Help")])
        for (text, path) in [("/help", ""), ("/help/a/b", "a/b")] {
            let page = try table.match(shopParser.parse(text, source: .inApp)).decode(HelpPage.self)
            #expect(page.path == path)
            #expect(try page.link().description == (path.isEmpty ? "/help" : "/help/\(path)"))
        }
        #expect(throws: LinkRejection.self) { try HelpPage(path: "a//b").link() }
        #expect(try table.link(to: "help.page", parameters: [:]).description == "/help")
    }

    @Test("the pattern prints as written, and '?' anywhere else is refused", arguments: [
        ("/help/{path…?}", "/help/{path…?}"), ("/help/{path...?}", "/help/{path…?}"), ("/{p…?}", "/{p…?}"),
        ("/help/{path?}", nil), ("/help/{path: int?}", nil), ("/help/{path…?}/x", nil), ("/help/{…?}", nil),
        ("/help/{path?…}", nil), ("/help/{path…??}", nil),
    ])
    func patterns(text: String, printed: String?) {
        let pattern = try? RoutePattern(text)
        #expect(pattern?.description == printed, "\(text)")
        #expect(pattern.map(\.catchAllMayBeEmpty) ?? true)
    }

    @Test("two catch-alls that may be empty at one place are ambiguous; the manifest says it is optional")
    func tableChecks() throws {
        #expect(throws: RouteTableError.self) {
            try RouteTable([
                RouteDefinition("a", pattern: "/help/{path…?}", module: "A"),
                RouteDefinition("b", pattern: "/help/{rest…}", module: "B"),
            ])
        }
        let parameter = try Self.table().manifest().routes.first { $0.id == "help.page" }?.parameters.first
        #expect(parameter?.required == false && parameter?.type == "path")
    }
}
