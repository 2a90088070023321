public import WaypointMacros

/// A help article at any depth: `/help/{path…}`, such as `/help/returns/shoes`.
@Route("/help/{path…}", id: "help.article")
public struct HelpArticleRoute {
    /// The article's path below `/help`, segments joined with `/`.
    public var path: String

    /// Creates the route to an article.
    public init(path: String) {
        self.path = path
    }
}
