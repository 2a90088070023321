import Foundation
import Testing
import WaypointRouting

@Suite("Push payloads decode through a documented layout")
struct PushPayloadDecoderTests {
    let decoder = PushPayloadDecoder()

    @Test("a link in the default layout")
    func link() throws {
        let content = try decoder.decode(["aps": ["alert": "Shipped"], "waypoint": ["link": "shop://orders/17"]])
        #expect(content == .link("shop://orders/17", presentation: nil))
    }

    @Test("a path with parameters of every JSON scalar kind")
    func descriptor() throws {
        let json = #"{"aps":{"alert":"x"},"waypoint":{"path":"/orders/17","parameters":{"tab":"tracking","n":3,"ok":true,"f":2.5,"whole":17.0},"presentation":"modal:sheet"}}"#
        let content = try decoder.decode(json: Data(json.utf8))
        #expect(content == .descriptor(DeepLinkDescriptor(
            path: "/orders/17", parameters: ["tab": "tracking", "n": "3", "ok": "true", "f": "2.5", "whole": "17"],
            presentationMode: .modal(.sheet), source: .pushNotification)))
    }

    @Test("native dictionaries with Swift values decode the same")
    func nativeValues() throws {
        let content = try decoder.decode(["waypoint": ["path": "/orders/17", "parameters": ["n": 3, "ok": false]] as [String: Any]])
        guard case .descriptor(let descriptor) = content else { Issue.record("expected a descriptor"); return }
        #expect(descriptor.parameters == ["n": "3", "ok": "false"])
        #expect(descriptor.source == .pushNotification)
    }

    @Test("a custom layout at the top level")
    func customLayout() throws {
        let custom = PushPayloadDecoder(layout: .init(containerKey: nil, linkKey: "deeplink"))
        #expect(try custom.decode(["deeplink": "/orders/1"]) == .link("/orders/1", presentation: nil))
    }

    @Test("malformed payloads are refused naming the key", arguments: [
        (#"{"aps":{}}"#, "the payload has no 'waypoint' dictionary"),
        (#"{"waypoint":"shop://x"}"#, "'waypoint' is not a dictionary"),
        (#"{"waypoint":{}}"#, "the payload has neither 'link' nor 'path'"),
        (#"{"waypoint":{"link":17}}"#, "'link' is not a string"),
        (#"{"waypoint":{"path":["x"]}}"#, "'path' is not a string"),
        (#"{"waypoint":{"path":"/x","parameters":[1]}}"#, "'parameters' is not a dictionary"),
        (#"{"waypoint":{"path":"/x","parameters":{"a":{"b":1}}}}"#, "parameter 'a' is not a string, number or boolean"),
        (#"{"waypoint":{"path":"/x","parameters":{"a":null}}}"#, "parameter 'a' is not a string, number or boolean"),
        (#"{"waypoint":{"link":"/x","presentation":"sideways"}}"#, "'presentation' is not a presentation mode (push, modal:sheet, modal:fullScreen, …)"),
        (#"[1,2]"#, "the payload is not a JSON object"),
        (#"{"#, "the payload is not valid JSON"),
    ])
    func malformed(json: String, detail: String) throws {
        let rejection = try #require(throws: LinkRejection.self) { try decoder.decode(json: Data(json.utf8)) }
        #expect(rejection.code == .invalidPayload)
        #expect(rejection.detail == detail)
    }
}
