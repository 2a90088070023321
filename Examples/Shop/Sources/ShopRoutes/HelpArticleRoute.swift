public import Waypoint

/// A help article at any depth: `/help/{path…}`, such as `/help/returns/shoes`.
public struct HelpArticleRoute: Route {
    public static let id: RouteID = "help.article"
    public static let pattern = "/help/{path…}"
    /// The article's path below `/help`, segments joined with `/`.
    public var path: String

    /// Creates the route to an article.
    public init(path: String) {
        self.path = path
    }
}
