import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("tools: route declarations and mirroring schemes, from a hand-written manifest to resolve and lint")
struct RouteDeclarationToolTests {
    /// A manifest as a team writes it: the new keys are optional and sit beside the usual ones.
    static let manifest = """
        {
          "version": 1,
          "links": {
            "customSchemes": ["myapp"], "universalLinkHosts": ["www.example.com"],
            "webMirroringSchemes": ["myapp"]
          },
          "routes": [
            {"id": "artist", "pattern": "/artist/{id: int}", "module": "Music", "parameters": [
              {"name": "id", "type": "int", "in": "path", "required": true, "repeated": false}],
             "sources": ["in-app", "universal-link", "custom-scheme"], "guards": [], "presentation": "push",
             "kind": "screen"},
            {"id": "artist.shows", "pattern": "/artist/{id: int}/shows", "module": "Music", "parameters": [
              {"name": "id", "type": "int", "in": "path", "required": true, "repeated": false}],
             "sources": ["in-app", "universal-link", "custom-scheme"], "guards": [], "presentation": "push",
             "kind": "screen", "constants": {"initialTab": "shows"}, "fragment": "anchor"},
            {"id": "discover", "pattern": "/discover", "module": "Search", "parameters": [
              {"name": "page", "type": "int", "in": "query", "required": false, "repeated": false}],
             "sources": ["in-app", "universal-link", "custom-scheme"], "guards": [], "presentation": "push",
             "kind": "screen", "takesAllQueryItems": true},
            {"id": "project", "pattern": "/projects/{id: int}", "module": "Projects", "parameters": [
              {"name": "id", "type": "int", "in": "path", "required": true, "repeated": false}],
             "sources": ["in-app", "universal-link", "custom-scheme"], "guards": [], "presentation": "push",
             "kind": "screen", "declinesQueryItems": ["token"]}
          ]
        }
        """

    static func path(_ text: String = manifest) throws -> String { try TemporaryFile.write(text) }

    @Test("resolve shows where each parameter comes from")
    func resolveHuman() throws {
        let path = try Self.path()
        let shows = ResolveCommand(manifestPath: path, link: "myapp://www.example.com/artist/7/shows#bio").run()
        #expect(shows.exitCode == 0, "\(shows.standardOutput)")
        for line in [
            "matched artist.shows (module Music)",
            "the authority is a host, as in a web link ('myapp' mirrors web links)",
            "id = 7 (int, path)", "initialTab = shows (constant)", "anchor = bio (string, fragment)",
        ] {
            #expect(shows.standardOutput.contains(line), "\(shows.standardOutput)")
        }
        let discover = ResolveCommand(manifestPath: path, link: "https://www.example.com/discover?sort=new&page=2")
            .run()
        #expect(
            discover.standardOutput.contains("sort = new (string, query, taken whole)"), "\(discover.standardOutput)")
        #expect(discover.standardOutput.contains("page = 2 (int, query)"), "\(discover.standardOutput)")
        #expect(!discover.standardOutput.contains("undeclared"))
    }

    @Test("resolve's JSON gives the parameters, and a declined link its own reason and route")
    func resolveJSON() throws {
        let path = try Self.path()
        let shows = ResolveCommand(manifestPath: path, link: "/artist/7/shows", json: true).run()
        #expect(
            shows.standardOutput.contains(#""parameters":{"id":"7","initialTab":"shows"}"#), "\(shows.standardOutput)")
        let declined = ResolveCommand(
            manifestPath: path, link: "https://www.example.com/projects/1?token=x", json: true
        )
        .run()
        #expect(declined.standardOutput.contains(#""reason":"declinedByRoute""#), "\(declined.standardOutput)")
        #expect(declined.standardOutput.contains(#""route":"project""#), "\(declined.standardOutput)")
        #expect(declined.standardOutput.contains(#""parameter":"token""#), "\(declined.standardOutput)")
    }

    @Test("a constant named like a placeholder is a lint error naming the route; so is a manifest's table")
    func collisionInLint() throws {
        let broken = Self.manifest.replacingOccurrences(of: #""initialTab": "shows""#, with: #""id": "shows""#)
        let file = try ManifestFile(path: Self.path(broken))
        let findings = RouteLinter(manifest: file.manifest).findings()
        #expect(findings.map(\.code) == [.duplicateParameter], "\(findings)")
        #expect(findings.first?.routes == ["artist.shows"])
        #expect(findings.first?.detail.contains("the constant 'id' has the name of the route's placeholder") == true)
        #expect(throws: ToolError.self) { try file.table() }
    }

    @Test(
        "lint finds declarations that cannot hold",
        arguments: [
            (
                #""takesAllQueryItems": true"#,
                #""takesAllQueryItems": true, "declinesQueryItems": ["page"]"#, "discover" as String?,
                LintFinding.Code.declinesOwnParameter, LintFinding.Severity.warning
            ),
            (
                #""webMirroringSchemes": ["myapp"]"#, #""webMirroringSchemes": ["other"]"#, nil as String?,
                .invalidMirroringScheme, .error
            ),
            (
                #""webMirroringSchemes": ["myapp"]"#,
                #""webMirroringSchemes": ["myapp"], "fragmentRoutedSchemes": ["https"]"#,
                "artist.shows" as String?, .fragmentNeverRead, .warning
            ),
        ])
    func lint(
        find: String, replace: String, route: String?, code: LintFinding.Code, severity: LintFinding.Severity
    ) throws {
        #expect(RouteLinter(manifest: try ManifestFile(path: Self.path()).manifest).findings().isEmpty)
        let changed = Self.manifest.replacingOccurrences(of: find, with: replace)
        #expect(changed != Self.manifest)
        let findings = RouteLinter(manifest: try ManifestFile(path: Self.path(changed)).manifest).findings()
        #expect(findings.map(\.code) == [code], "\(findings)")
        #expect(findings.first?.severity == severity)
        #expect(findings.first?.routes == (route.map { [RouteID(rawValue: $0)] } ?? []))
    }

    @Test("a route that declines a query parameter it requires can never be opened: a lint error")
    func declinesRequired() throws {
        let changed = Self.manifest.replacingOccurrences(
            of: #"{"name": "page", "type": "int", "in": "query", "required": false, "repeated": false}"#,
            with: #"{"name": "page", "type": "int", "in": "query", "required": true, "repeated": false}"#
        ).replacingOccurrences(of: #""takesAllQueryItems": true"#, with: #""declinesQueryItems": ["page"]"#)
        let findings = RouteLinter(manifest: try ManifestFile(path: Self.path(changed)).manifest).findings()
        #expect(findings.map(\.code) == [.declinesOwnParameter], "\(findings)")
        #expect(findings.first?.severity == .error)
    }
}
