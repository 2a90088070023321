/// How much width a window gives its split-view root, as the container reports it
/// (`horizontalSizeClass` in UIKit's trait collection and SwiftUI's environment).
///
/// ```swift
/// try manager.userDidNavigate(.userChangedSizeClass(.compact))   // iPad Slide Over, iPhone
/// ```
public enum HorizontalSizeClass: String, Hashable, Sendable, Codable {
    /// Too narrow for columns side by side: the split view shows them as one stack.
    case compact
    /// Wide enough to show the columns side by side.
    case regular
}
