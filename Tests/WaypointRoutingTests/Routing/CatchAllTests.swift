import Foundation
import Testing
import TestSupport
import WaypointRouting

/// A catch-all whose value is a list of segments.
private struct DocsRoute: Route {
    static let id: RouteID = "docs"
    static let pattern = "/docs/{pages…}"
    var pages: [String]
}

/// The catch-all rule, at the type: no decoded catch-all value holds an empty, `.` or `..` piece, a
/// backslash, or a `/` that was encoded in the link — from a link, a descriptor, typed decoding or
/// printing. Links that would break it are refused with a typed reason, never joined.
@Suite("Catch-all values: no traversal through encoded separators")
struct CatchAllTests {
    typealias Code = LinkRejection.Code

    @Test(
        "a link is refused when a segment its catch-all captures holds an encoded separator",
        arguments: [
            ("https://shop.example.com/help/a%2F..%2F..%2Fadmin", Code?.some(.encodedSeparator)),
            ("/help/%2e%2e%2fadmin", .encodedSeparator),
            ("https://shop.example.com/help/%2F%2Fevil.example", .encodedSeparator),
            ("https://shop.example.com/help/a%5C..%5Cb", .encodedSeparator),
            ("shop://help/a/%2f/c", .encodedSeparator),
            ("/help/a%5cb", .encodedSeparator),
            ("/help/%2e%2e", .dotSegment),
            ("/help/returns/shoes", nil),
            ("/help/a%3Fb/%23c", nil),
            ("/help/..../x", nil),
        ])
    func links(text: String, expected: Code?) throws {
        let source = LinkParser.inferredSource(for: text)
        do {
            let match = try ShopRoutes.table.match(shopParser.parse(text, source: source))
            #expect(expected == nil, "\(text) matched \(match.parameters)")
            let value = try #require(match.parameters["path"])
            #expect(value == match.link.segments.dropFirst().joined(separator: "/"))
            #expect(!value.contains("\\"))
        } catch let error as LinkRejection {
            #expect(error.code == expected, "\(text): \(error)")
        }
    }

    @Test("a descriptor's path meets the same rule as a link")
    func descriptors() throws {
        for path in ["/help/a%2F..%2Fadmin", "/help/%2F%2Fevil.example", "/help/a%5C..%5Cb"] {
            let rejection = #expect(throws: LinkRejection.self) {
                try ShopRoutes.table.match(DeepLinkDescriptor(path: path))
            }
            #expect(rejection?.code == .encodedSeparator && rejection?.route == "help.article", "\(path)")
        }
        let match = try ShopRoutes.table.match(DeepLinkDescriptor(path: "/help/returns/shoes"))
        #expect(match.parameters["path"] == "returns/shoes")
    }

    static let unsafeValues: [(String, Code)] = [
        ("a/../../admin", .dotSegment), ("../admin", .dotSegment), ("//evil.example", .dotSegment),
        ("a\\..\\b", .encodedSeparator), ("a///c", .dotSegment), ("", .dotSegment), (".", .dotSegment),
        ("turn/", .dotSegment), ("a/./b", .dotSegment), ("a\\b", .encodedSeparator),
    ]

    @Test("typed decoding refuses a catch-all value made by hand that breaks the rule", arguments: unsafeValues)
    func decodingHandMade(value: String, code: Code) {
        let link = Link(source: .inApp, segments: ["help", "x"])
        let match = RouteMatch(
            route: HelpRoute.id, parameters: RouteParameters([(name: "path", value: value)]), link: link)
        let rejection = #expect(throws: LinkRejection.self) { try match.decode(HelpRoute.self) }
        #expect(rejection?.code == code && rejection?.parameter == "path", "\(value.debugDescription)")
        let list = RouteMatch(
            route: DocsRoute.id, parameters: RouteParameters([(name: "pages", value: value)]), link: link)
        #expect(throws: LinkRejection.self) { try list.decode(DocsRoute.self) }
    }

    @Test("printing refuses a catch-all value that breaks the rule", arguments: unsafeValues)
    func printing(value: String, code: Code) {
        let typed = #expect(throws: LinkRejection.self) { try HelpRoute(path: value).link() }
        #expect(typed?.code == code, "\(value.debugDescription)")
        let untyped = #expect(throws: LinkRejection.self) {
            try ShopRoutes.table.link(to: "help.article", parameters: ["path": value])
        }
        #expect(untyped?.code == code, "\(value.debugDescription)")
    }

    @Test("a list catch-all decodes its joined value, and prints one segment per element")
    func listCatchAll() throws {
        let table = try RouteTable([RouteDefinition(DocsRoute.self, module: "Docs")])
        let match = try table.match(shopParser.parse("/docs/guide/intro", source: .inApp))
        let docs = try match.decode(DocsRoute.self)
        #expect(docs.pages == ["guide/intro"])
        #expect(try DocsRoute(pages: ["guide", "intro"]).link().description == "/docs/guide/intro")
        #expect(throws: LinkRejection.self) { try DocsRoute(pages: ["guide", "a/.."]).link() }
        #expect(throws: LinkRejection.self) { try table.match(shopParser.parse("/docs/a%2F..", source: .inApp)) }
    }
}
