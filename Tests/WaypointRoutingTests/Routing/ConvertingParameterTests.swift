import Foundation
import Testing
import TestSupport
import WaypointRouting

/// `{slug: lowercased}`: ASCII text, handed on lowercased.
private let lowercased = ParameterType(name: "lowercased") { text in
    text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } ? text.lowercased() : nil
}

/// `{date: isoDate}`: a calendar day (`2026-11-25`) or an ISO 8601 date-time with an offset, handed on
/// as the date-time in UTC, which is also what a `Date` prints.
private let isoDate = ParameterType(name: "isoDate") { text in
    let day = try? Date(text + "T00:00:00Z", strategy: .iso8601)
    guard let date = day ?? (try? Date(text, strategy: .iso8601)) else { return nil }
    return date.formatted(.iso8601)
}

private struct TagPage: Route {
    static let id: RouteID = "tag"
    static let pattern = "/tags/{slug: lowercased}"
    var slug: String
}

private struct DayPage: Route {
    static let id: RouteID = "day"
    static let pattern = "/days/{date: isoDate}"
    var date: Date
    var sort: String?
}

@Suite("Placeholders whose type converts the value: ParameterType(name:canonical:)")
struct ConvertingParameterTests {
    static func table() throws -> RouteTable {
        try RouteTable(
            [
                RouteDefinition(TagPage.self, module: "Catalog"),
                RouteDefinition(DayPage.self, module: "Orders"),
                RouteDefinition("search", pattern: "/search", module: "Catalog", query: [.optional("tag", lowercased)]),
            ], parameterTypes: [lowercased, isoDate])
    }

    /// Link → route and the converted value; `nil` route for a refusal.
    static let rows: [(String, RouteID?, String?)] = [
        ("/tags/Red-Shoes", "tag", "red-shoes"),
        ("/tags/red-shoes", "tag", "red-shoes"),
        ("/days/2026-11-25", "day", "2026-11-25T00:00:00Z"),
        ("/days/2026-11-25T10:30:00+01:00", "day", "2026-11-25T09:30:00Z"),
        ("/search?tag=BOOTS", "search", "boots"),
        // Refused by the type: not a match at all.
        ("/tags/caf%C3%A9", nil, nil),
        ("/days/yesterday", nil, nil),
        ("/days/2026-13-45", nil, nil),
    ]

    @Test("the match hands on the canonical text", arguments: rows)
    func matching(text: String, route: RouteID?, value: String?) throws {
        let found = opened(text, in: try Self.table())
        #expect(found?.route == route)
        if let value { #expect(found?.values == [value]) }
    }

    @Test("a refusal in the query has its typed code")
    func queryRefusal() throws {
        #expect {
            try Self.table().match(shopParser.parse("/search?tag=%C3%A9t%C3%A9", source: .inApp))
        } throws: { ($0 as? LinkRejection)?.code == .invalidParameter }
    }

    @Test("a typed route receives the converted value and prints the canonical text")
    func typedRoundTrip() throws {
        let table = try Self.table()
        let tag = try table.match(shopParser.parse("/tags/Red-Shoes", source: .inApp)).decode(TagPage.self)
        #expect(tag.slug == "red-shoes")
        #expect(try tag.link().description == "/tags/red-shoes")

        let match = try table.match(shopParser.parse("/days/2026-11-25T10:30:00+01:00?sort=asc", source: .inApp))
        let day = try match.decode(DayPage.self)
        #expect(day.date == Date(timeIntervalSince1970: 1_795_599_000))
        let printed = try day.link()
        #expect(printed.description == "/days/2026-11-25T09:30:00Z?sort=asc")
        // Printed, then matched again: the same value.
        #expect(try table.match(shopParser.parse(printed.description, source: .inApp)).decode(DayPage.self) == day)
    }

    @Test("the table prints canonical text and refuses what the type refuses")
    func tablePrinting() throws {
        let table = try Self.table()
        #expect(try table.link(to: "tag", parameters: ["slug": "Red-Shoes"]).description == "/tags/red-shoes")
        #expect {
            try table.link(to: "tag", parameters: ["slug": "café"])
        } throws: { ($0 as? LinkRejection)?.code == .invalidParameter }
    }

    @Test("a Date that is not ISO 8601 text is refused when decoding, with its parameter")
    func dateRefusal() throws {
        let table = try RouteTable([RouteDefinition("day", pattern: "/days/{date}", module: "Orders")])
        let match = try table.match(shopParser.parse("/days/tomorrow", source: .inApp))
        #expect {
            try match.decode(DayPage.self)
        } throws: { ($0 as? LinkRejection)?.code == .invalidParameter && ($0 as? LinkRejection)?.parameter == "date" }
    }
}
