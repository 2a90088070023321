import Testing

@Suite("@Routes expansion")
struct RoutesMacroExpansionTests {
    @Test("a public enum gets a public conformance that reads and writes each associated value directly")
    func appRoute() {
        assertRouteExpansion(
            """
            @Routes
            public enum AppRoute {
                @Path("/a/{id: int}") case a(id: Int)
                @Path("/search", id: "search") case search(q: String?, tags: [String], sort: Sort?)
                @Path("/home") case home
            }
            """,
            expandedSource: """
                public enum AppRoute {
                    case a(id: Int)
                    case search(q: String?, tags: [String], sort: Sort?)
                    case home
                }
                """)
    }
}
