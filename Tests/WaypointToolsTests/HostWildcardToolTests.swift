import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("tools: wildcard universal-link hosts in the manifest, lint and the AASA file")
struct HostWildcardToolTests {
    typealias Route = ManifestBuilder.Route
    static let app = "ABCDE12345.com.example.shop"

    private func manifest(_ routes: [Route], hosts: [String]) throws -> ManifestFile {
        try ManifestFile(data: ManifestBuilder(routes, hosts: hosts).jsonData())
    }

    private func universal(_ id: String, _ pattern: String) -> Route {
        var route = Route(id, pattern)
        route.sources = [.universalLink, .inApp]
        return route
    }

    @Test("the file of *.example.com is served from example.com and holds the routes of its subdomains")
    func aasaForWildcard() throws {
        let routes = [universal("page", "/{slug}"), universal("blog", "https://blog.example.com/posts/{id}")]
        let file = try manifest(routes, hosts: ["*.example.com"])
        let result = try AASAGenerator(manifest: file.manifest, appIDs: [Self.app]).generate()
        #expect(result.host == "example.com")
        let paths = result.file.details.first?.components.compactMap(\.path) ?? []
        #expect(paths.contains("/posts/*") && paths.contains("/*"))
        #expect(result.notes.contains { $0.contains("applinks:*.example.com") })
        #expect(result.notes.contains { $0.contains("'example.com' itself is not a universal-link host") })
        #expect(result.notes.contains { $0.contains("routes scoped to one subdomain (blog)") })
    }

    @Test("when the domain is listed too, its file and the wildcard's are one file with both hosts' routes")
    func aasaForDomainAndWildcard() throws {
        let routes = [
            universal("home", "https://example.com/start"), universal("blog", "https://blog.example.com/posts/{id}"),
        ]
        let file = try manifest(routes, hosts: ["example.com", "*.example.com"])
        for host in ["example.com", "*.example.com"] {
            let result = try AASAGenerator(manifest: file.manifest, appIDs: [Self.app], host: host).generate()
            let paths = result.file.details.first?.components.compactMap(\.path) ?? []
            #expect(result.host == "example.com")
            #expect(paths.contains("/start") && paths.contains("/posts/*"), "\(host): \(paths)")
        }
    }

    @Test("lint reports a host a wildcard covers, and accepts a route scoped to a covered subdomain")
    func lint() throws {
        let routes = [universal("blog", "https://blog.example.com/posts/{id}")]
        let twice = RouteLinter(manifest: try manifest(routes, hosts: ["*.example.com", "blog.example.com"]).manifest)
        let found = twice.findings().filter { $0.code == .invalidHost }
        #expect(found.map(\.detail) == [
            "the link policy's universal-link hosts: 'blog.example.com' is listed twice: the wildcard '*.example.com' covers it"
        ])
        let clean = RouteLinter(manifest: try manifest(routes, hosts: ["*.example.com"]).manifest).findings()
        #expect(clean.isEmpty, "\(clean)")
        let apex = [universal("home", "https://example.com/start")]
        let outside = RouteLinter(manifest: try manifest(apex, hosts: ["*.example.com"]).manifest).findings()
        #expect(outside.map(\.code) == [.scopeNotAllowed])
    }

    @Test("the route catalogue's example link is on a host a link can have, not on the wildcard")
    func exampleLinkHost() throws {
        let file = try manifest([universal("page", "/pages/{slug}")], hosts: ["*.example.com"])
        let markdown = RouteCatalogue(manifest: file.manifest).markdown()
        #expect(markdown.contains("https://www.example.com/pages/"), "\(markdown)")
        #expect(!markdown.contains("https://*."))
    }

    @Test("a manifest whose links section lists a host twice does not build")
    func manifestRefused() throws {
        let file = try manifest([universal("page", "/{slug}")], hosts: ["*.example.com", "a.b.example.com"])
        let error = #expect(throws: ToolError.self) { try file.table() }
        #expect(error?.description.contains("'a.b.example.com' is listed twice") == true, "\(String(describing: error))")
    }
}
