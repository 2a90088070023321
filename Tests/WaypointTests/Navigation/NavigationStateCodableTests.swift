import Foundation
import Testing
import Waypoint

@Suite("NavigationState: Codable")
struct NavigationStateCodableTests {
    static func busyState() throws -> NavigationState {
        try reduceChecked(
            Shop.tabs(),
            Shop.productLink("42"),
            Shop.destination(Shop.basketItem, tab: "basket"),
            Shop.destination(Shop.payment, parents: [Shop.checkout], .modal(.fullScreen)),
            Shop.destination(Shop.login)
        )
    }

    @Test("a state survives a round trip, identities and counter included")
    func roundTrip() throws {
        let state = try Self.busyState()
        let decoded = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
        // The counter came along: the next identity is the one the original would mint.
        let request = Shop.destination(Shop.orders, tab: "account")
        #expect(try NavigationReducer.reduce(decoded, request) == NavigationReducer.reduce(state, request))
        let untabbed = NavigationState(stack: [Shop.home, Shop.search])
        #expect(try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(untabbed)) == untabbed)
    }

    @Test("the saved form is versioned and readable")
    func savedForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(NavigationState(stack: [Shop.home])), as: UTF8.self)
        #expect(json == #"{"modalLayers":[],"nextIdentity":1,"root":{"stack":[{"descriptor":{"parameters":{},"path":"\/shop","presentationMode":"push","source":"in-app"},"id":0,"route":"shop.home"}]},"version":1}"#)
    }

    static let home = #"{"id":0,"route":"shop.home","descriptor":{"path":"/shop","parameters":{},"presentationMode":"push","source":"in-app"}}"#
    static let home1 = home.replacingOccurrences(of: #""id":0"#, with: #""id":1"#)

    @Test(
        "a corrupted save is refused, naming the broken rule",
        arguments: [
            (#"{"version":2,"nextIdentity":1,"root":{"stack":[\#(home)]}}"#, "version 2"),
            (#"{"version":1,"nextIdentity":1,"root":{}}"#, "'stack' or 'tabs'"),
            (#"{"version":1,"nextIdentity":0,"root":{"stack":[\#(home)]}}"#, "not below the identity counter"),
            (#"{"version":1,"nextIdentity":2,"root":{"stack":[\#(home),\#(home)]}}"#, "two entries share"),
            (#"{"version":1,"nextIdentity":2,"root":{"tabs":[{"id":"a","stack":[]}],"selectedTab":"a"}}"#, "empty"),
            (#"{"version":1,"nextIdentity":2,"root":{"tabs":[],"selectedTab":"a"}}"#, "no tabs"),
            (#"{"version":1,"nextIdentity":2,"root":{"tabs":[{"id":"a","stack":[\#(home)]}],"selectedTab":"b"}}"#, "selected tab 'b'"),
            (#"{"version":1,"nextIdentity":2,"root":{"tabs":[{"id":"a","stack":[\#(home)]},{"id":"a","stack":[\#(home1)]}],"selectedTab":"a"}}"#, "two tabs"),
            (#"{"version":1,"nextIdentity":3,"root":{"stack":[\#(home)]},"modalLayers":[{"id":1,"style":"sheet","stack":[]}]}"#, "layer#1 is empty"),
            (#"{"version":1,"nextIdentity":3,"root":{"stack":[]},"modalLayers":[{"id":1,"style":"sheet","stack":[\#(home)]},{"id":1,"style":"sheet","stack":[\#(home1)]}]}"#, "two modal layers"),
            (#"{"version":1,"nextIdentity":18446744073709551615,"root":{"stack":[]}}"#, "out of range"),
        ])
    func corrupted(json: String, reason: String) throws {
        do {
            _ = try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains(reason), "\(context.debugDescription)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a saved modal layer whose identity the counter would mint again is refused")
    func layerIdentityNotMinted() throws {
        // Every entry is below the counter; only the layer's id (2) is not, so the next screen
        // shown would be given id 2 as well.
        let json =
            #"{"version":1,"nextIdentity":2,"root":{"stack":[\#(Self.home)]},"modalLayers":[{"id":2,"style":"sheet","stack":[\#(Self.home1)]}]}"#
        do {
            let decoded = try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
            Issue.record("decoded a state whose layer id the counter mints again: \(decoded)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("identity 2 is not below the identity counter 2"))
        }
    }
}
