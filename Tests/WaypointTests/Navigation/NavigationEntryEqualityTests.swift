import Testing
import Waypoint

/// An entry the manager made from a match and the same entry read back from its saved form are
/// one entry: equal, and hashed alike, whatever each holds inside.
@Suite("Entries: == and hash read the same fields")
struct NavigationEntryEqualityTests {
    static let table = try? RouteTable([
        RouteDefinition("catalog.product", pattern: "/products/{id: int}", module: "Catalog"),
    ])

    func matched(_ descriptor: DeepLinkDescriptor) throws -> NavigationScreen {
        let match = try #require(Self.table).match(descriptor)
        return NavigationScreen(match: match, presentationMode: descriptor.presentationMode)
    }

    @Test("a screen made from a match equals, and hashes as, the screen made from its descriptor")
    func matchAndDescriptorAgree() throws {
        for descriptor in [
            DeepLinkDescriptor(path: "/products/42"),
            DeepLinkDescriptor(path: "/products/42", parameters: ["campaign": "spring"], presentationMode: .modal),
            DeepLinkDescriptor(path: "/products/7", source: .pushNotification),
        ] {
            let fromMatch = try matched(descriptor)
            let fromDescriptor = NavigationScreen(route: fromMatch.route, descriptor: fromMatch.descriptor)
            #expect(fromMatch.match != nil && fromDescriptor.match == nil)
            #expect(fromMatch == fromDescriptor)
            #expect(fromMatch.hashValue == fromDescriptor.hashValue)
            #expect(Set([fromMatch, fromDescriptor]).count == 1)
            let entries = [fromMatch, fromDescriptor].map { NavigationEntry(id: EntryID(rawValue: 3), screen: $0) }
            #expect(entries[0] == entries[1])
            #expect(Set(entries).count == 1)
        }
    }

    @Test("the same screen reached another way is another entry value: == reads the whole descriptor")
    func sourceAndPresentationCount() throws {
        let inApp = try matched(DeepLinkDescriptor(path: "/products/42"))
        let pushed = try matched(DeepLinkDescriptor(path: "/products/42", source: .pushNotification))
        let presented = try matched(DeepLinkDescriptor(path: "/products/42", presentationMode: .modal))
        #expect(inApp.isSameScreen(as: pushed) && inApp.isSameScreen(as: presented))
        #expect(inApp != pushed && inApp != presented)
        #expect(Set([inApp, pushed, presented]).count == 3)
    }
}
