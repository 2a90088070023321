public import Waypoint

extension RoutePath {
    /// Writes the array as `NavigationStack(path:)` writes its binding when the user navigates on
    /// screen, so that a test can drive a back button or an edge swipe without SwiftUI: a shorter
    /// prefix of `RoutePath.routes` is the user going back, and the manager's state follows
    /// (reported as a `userNavigated` event); any other write is put back, as the SwiftUI adapter's
    /// `RoutePathModel` does with what SwiftUI writes.
    ///
    /// ```swift
    /// await path.append(.secondScreen(info: "Hello"))
    /// path.userWrites([])   // the back swipe: routes == [], the manager shows the root
    /// ```
    ///
    /// - Parameter routes: What the binding is written with.
    public func userWrites(_ routes: [Destination]) { userSet(routes) }
}
