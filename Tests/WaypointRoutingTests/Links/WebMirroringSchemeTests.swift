import Testing
import WaypointRouting

/// A custom scheme that mirrors web links reads its authority as a host, checked against the
/// universal-link hosts: `myapp://www.example.com/projects/42` opens what
/// `https://www.example.com/projects/42` opens.
@Suite("Web-mirroring schemes: a custom-scheme link read as the web link it mirrors")
struct WebMirroringSchemeTests {
    static var policy: LinkPolicy {
        var policy = LinkPolicy(
            customSchemes: ["myapp", "shop"], universalLinkHosts: ["www.example.com", "*.tenants.example.com"])
        policy.webMirroringSchemes = ["MyApp"]
        return policy
    }

    static let table: RouteTable? = try? RouteTable([
        RouteDefinition("projects.detail", pattern: "/projects/{id: int}", module: "Projects"),
        RouteDefinition("www.landing", pattern: "https://www.example.com/landing", module: "Web"),
        RouteDefinition("first", pattern: "/{first}/projects/{id: int}", module: "Other"),
    ])

    /// What `link` opens (with its parameters), or the code it is refused with.
    static func opens(_ link: String, source: LinkSource = .customScheme, policy: LinkPolicy = policy) -> String {
        outcome(of: link, source: source, policy: policy, table: table)
    }

    @Test(
        "a mirrored link opens what its web link opens, host-scoped routes included",
        arguments: [
            ("myapp://www.example.com/projects/42", "projects.detail [id: 42]"),
            ("MYAPP://WWW.example.com/projects/42?ref=mail", "projects.detail [id: 42]"),
            ("myapp://www.example.com/landing", "www.landing []"),
            ("myapp://a.tenants.example.com/projects/7", "projects.detail [id: 7]"),
        ])
    func mirrored(link: String, expected: String) {
        #expect(Self.opens(link) == expected)
        let web = "https://" + link.split(separator: "://", maxSplits: 1)[1]
        #expect(Self.opens(web, source: .universalLink) == expected)
    }

    @Test("the parsed link keeps its scheme and host, and prints back to itself")
    func parsedLink() throws {
        let parser = LinkParser(policy: Self.policy)
        let link = try parser.parse("myapp://www.example.com/projects/a%2Fb?q=1", source: .customScheme)
        #expect(link.scheme == "myapp")
        #expect(link.host == "www.example.com")
        #expect(link.segments == ["projects", "a/b"])
        #expect(link.description == "myapp://www.example.com/projects/a%2Fb?q=1")
        #expect(try parser.parse(link.description, source: .customScheme) == link)
    }

    @Test(
        "other custom schemes, and every scheme by default, read the host as the first segment",
        arguments: [
            ("shop://www.example.com/projects/42", true),
            ("myapp://www.example.com/projects/42", false),
        ])
    func defaultUnchanged(link: String, mirroring: Bool) {
        let policy = mirroring ? Self.policy : LinkPolicy(customSchemes: ["myapp", "shop"])
        #expect(Self.opens(link, policy: policy) == "first [first: www.example.com, id: 42]")
    }

    @Test(
        "a mirrored link's host is checked as a universal link's is",
        arguments: [
            ("myapp://evil.example/projects/42", LinkRejection.Code.hostNotAllowed),
            ("myapp://tenants.example.com/projects/42", .hostNotAllowed),
            ("myapp://www.example.com.evil.test/projects/42", .hostNotAllowed),
            ("myapp://evil-example.com/projects/42", .hostNotAllowed),
            ("myapp:///projects/42", .invalidURL),
            ("myapp://user@www.example.com/projects/42", .userInfoNotAllowed),
            ("myapp://www.example.com:443/projects/42", .portNotAllowed),
            ("myapp://0x7f.1/projects/42", .hostNotAllowed),
            ("myapp://www.example.com%2Eevil.test/projects/42", .invalidEncoding),
            ("myapp://www.exa mple.com/projects/42", .invalidCharacter),
            ("myapp://www.example.com/projects/../admin", .dotSegment),
            ("myapp://www.example.com//projects/42", .emptySegment),
        ])
    func hostile(link: String, code: LinkRejection.Code) {
        #expect(Self.opens(link) == "\(code)")
    }

    @Test("a mirroring scheme the policy does not accept is refused, as any unknown scheme")
    func notCustom() {
        var policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["www.example.com"])
        policy.webMirroringSchemes = ["myapp"]
        #expect(Self.opens("myapp://www.example.com/projects/42", policy: policy) == "schemeNotAllowed")
        #expect(Self.opens("myapp://www.example.com/projects/42", source: .universalLink) == "schemeNotAllowed")
    }

    @Test("the manifest keeps the mirroring schemes, and a manifest without them reads as before")
    func manifest() throws {
        let table = try #require(Self.table)
        let written = try table.manifest(policy: Self.policy).jsonData()
        let read = try RouteManifest(jsonData: written)
        #expect(read.links?.webMirroringSchemes == ["myapp"])
        #expect(read.policy?.webMirroringSchemes == ["myapp"])
        let plain = try table.manifest(policy: LinkPolicy(customSchemes: ["myapp"])).jsonData()
        #expect(!String(decoding: plain, as: UTF8.self).contains("webMirroringSchemes"))
    }
}
