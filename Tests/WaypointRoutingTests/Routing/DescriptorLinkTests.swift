import TestSupport
import Testing
import WaypointRouting

@Suite("A descriptor's parameters meet a link query's checks")
struct DescriptorLinkTests {
    typealias Code = LinkRejection.Code

    static func rejection(_ parameters: [String: String], path: String = "/search") -> LinkRejection? {
        do {
            _ = try ShopRoutes.table.match(DeepLinkDescriptor(path: path, parameters: parameters))
            return nil
        } catch {
            return error
        }
    }

    @Test("parameters join the path's own query, in name order, and an unnamed one is left out")
    func joined() throws {
        let match = try ShopRoutes.table.match(
            DeepLinkDescriptor(path: "/search?q=boots", parameters: ["page": "2", "": "x"]))
        #expect(match.route == "catalog.search")
        #expect(match.link.queryItems == [QueryItem(name: "q", value: "boots"), QueryItem(name: "page", value: "2")])
    }

    @Test("a control character in a parameter's name or value is refused")
    func controlCharacter() {
        #expect(Self.rejection(["q": "a\u{0}"])?.code == .controlCharacter)
        #expect(Self.rejection(["q\u{7F}": "a"])?.code == .controlCharacter)
        #expect(Self.rejection(["q": "a\u{85}"])?.code == .controlCharacter)
    }

    @Test("a parameter longer than a query item may be is refused")
    func longValue() {
        #expect(Self.rejection(["q": String(repeating: "a", count: 1_025)])?.code == .tooLong)
        #expect(Self.rejection(["q": String(repeating: "a", count: 1_024)]) == nil)
    }

    @Test("a link longer than a link may be, once the parameters are written out, is refused")
    func longLink() {
        let parameters = Dictionary(
            uniqueKeysWithValues: (0..<3).map { ("p\($0)", String(repeating: "é", count: 300)) })
        #expect(Self.rejection(parameters.merging(["q": "boots"]) { $1 })?.code == .tooLong)
    }

    @Test("more parameters than a query may have items are refused, the path's own items counted")
    func tooMany() {
        let parameters = Dictionary(uniqueKeysWithValues: (0..<31).map { ("p\($0)", "1") })
        #expect(Self.rejection(parameters.merging(["q": "boots"]) { $1 }) == nil)
        #expect(Self.rejection(parameters, path: "/search?q=boots&page=1")?.code == .tooManyQueryItems)
    }
}
