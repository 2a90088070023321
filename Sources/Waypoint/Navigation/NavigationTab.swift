/// One tab of a tabbed ``NavigationRoot``: its identity and its stack.
///
/// The one tab type apps see: a configuration declares its tabs with
/// ``NavigationConfiguration/addTab(_:root:modules:routes:)``, and the state holds them as these.
///
/// A tab's stack always holds at least its root entry (the tab's home screen); popping stops
/// there, as a tab bar controller's navigation controllers do.
///
/// ```swift
/// for tab in manager.state.tabs {
///     print(tab.id, tab.stack.map(\.route))   // shop [home, catalog.category]
/// }
/// ```
public struct NavigationTab: Hashable, Sendable, Codable, Identifiable {
    /// The tab's identity, as the app's tab bar names it.
    public let id: TabID
    /// The tab's entries, root first.
    public var stack: [NavigationEntry]

    /// Creates a tab. States build their tabs themselves; this is for tests and containers.
    package init(id: TabID, stack: [NavigationEntry]) {
        self.id = id
        self.stack = stack
    }
}
