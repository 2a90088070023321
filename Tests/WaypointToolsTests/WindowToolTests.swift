import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("tools: a route's window, from the table's manifest to resolve, graph and docs")
struct WindowToolTests {
    static func manifestPath() throws -> String {
        var compose = RouteDefinition(
            "compose", pattern: "/compose", module: "Mail", sources: [.inApp, .customScheme, .widget])
        compose.opensInOwnWindow = true
        let table = try RouteTable([RouteDefinition("inbox", pattern: "/", module: "Mail"), compose])
        let data = try table.manifest(policy: LinkPolicy(customSchemes: ["mail"])).jsonData()
        return try TemporaryFile.write(String(decoding: data, as: UTF8.self))
    }

    @Test("the manifest writes a route's own window, only when it has one, and reads it back")
    func manifest() throws {
        let text = try String(contentsOfFile: try Self.manifestPath(), encoding: .utf8)
        #expect(text.components(separatedBy: #""opensInOwnWindow" : true"#).count == 2, "\(text)")
        #expect(text.contains(#""widget""#))
        let read = try RouteManifest(jsonData: Data(text.utf8)).routeDefinitions()
        #expect(read.first { $0.id == "compose" }?.opensInOwnWindow == true)
        #expect(read.first { $0.id == "inbox" }?.opensInOwnWindow == false)
    }

    @Test("resolve names the window, in words and in JSON; a route without one reads as before")
    func resolve() throws {
        let path = try Self.manifestPath()
        let human = ResolveCommand(manifestPath: path, link: "mail://compose").run()
        #expect(human.standardOutput.contains("its own, where the app can open windows"), "\(human.standardOutput)")
        let json = ResolveCommand(manifestPath: path, link: "mail://compose", json: true).run()
        #expect(json.standardOutput.contains(#""window":"own""#), "\(json.standardOutput)")
        let inbox = ResolveCommand(manifestPath: path, link: "mail://", json: true).run()
        #expect(!inbox.standardOutput.contains(#""window""#), "\(inbox.standardOutput)")
        let widget = ResolveCommand(manifestPath: path, link: "mail://compose", source: .widget, json: true).run()
        #expect(widget.standardOutput.contains(#""source":"widget""#), "\(widget.standardOutput)")
        let intent = ResolveCommand(manifestPath: path, link: "/compose", source: .appIntent, json: true).run()
        #expect(intent.standardOutput.contains(#""reason":"sourceNotAllowed""#), "\(intent.standardOutput)")
    }

    @Test("the graph and the docs mark a route that opens in its own window")
    func graphAndDocs() throws {
        let path = try Self.manifestPath()
        let graph = GraphCommand(manifestPath: path, format: .mermaid).run()
        #expect(graph.standardOutput.contains(#"compose<br/>/compose<br/>own window"#), "\(graph.standardOutput)")
        #expect(!graph.standardOutput.contains(#"inbox<br/>/<br/>own window"#))
        let docs = DocsCommand(manifestPath: path).run()
        #expect(docs.standardOutput.contains("| window | its own |"), "\(docs.standardOutput)")
    }
}
