import Foundation
import Testing
import WaypointMacros

/// `{date: isoDate}`: a day or an ISO 8601 date-time, handed on as the date-time in UTC.
private let isoDate = ParameterType(name: "isoDate") { text in
    let day = try? Date(text + "T00:00:00Z", strategy: .iso8601)
    guard let date = day ?? (try? Date(text, strategy: .iso8601)) else { return nil }
    return date.formatted(.iso8601)
}

@Route("/days/{date: isoDate}", id: "macro.day", parameterTypes: ["isoDate"])
struct MacroDay {
    var date: Date
    var until: Date?
}

@Suite("@Route with a placeholder whose type converts")
struct RouteMacroConvertingTests {
    @Test("the macro's route receives the converted Date and prints it back as ISO 8601")
    func roundTrip() throws {
        let table = try RouteTable([RouteDefinition(MacroDay.self, module: "Orders")], parameterTypes: [isoDate])
        let parser = LinkParser(policy: LinkPolicy())
        let match = try table.match(parser.parse("/days/2026-11-25?until=2026-11-26T00:00:00Z", source: .inApp))
        let day = try match.decode(MacroDay.self)
        #expect(day.date == Date(timeIntervalSince1970: 1_795_564_800))
        let printed = try day.link().description
        #expect(printed == "/days/2026-11-25T00:00:00Z?until=2026-11-26T00%3A00%3A00Z", "\(printed)")
        let refused = try table.match(parser.parse("/days/2026-11-25?until=soon", source: .inApp))
        #expect {
            try refused.decode(MacroDay.self)
        } throws: { ($0 as? LinkRejection)?.code == .invalidParameter && ($0 as? LinkRejection)?.parameter == "until" }
    }
}
