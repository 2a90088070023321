public import Waypoint

/// What every Shop module's screen factories make: a terminal screen, a title and a few lines
/// of text. In an iOS app this would be a view controller or a SwiftUI view; the modules, routes
/// and services would stay as they are.
public struct ShopScreen: Hashable, Sendable {
    /// The route the screen shows.
    public var route: RouteID
    /// The screen's title.
    public var title: String
    /// The screen's text, one line each.
    public var lines: [String]

    /// Creates a screen.
    public init(route: RouteID, title: String, lines: [String] = []) {
        self.route = route
        self.title = title
        self.lines = lines
    }

    /// The title and the lines on one line: `Trail runner · shoes · €89.00`.
    public var summary: String {
        ([title] + lines).joined(separator: " · ")
    }
}
