/// The device the Shop is laid out for. The phone shows tabs of stacks; the iPad a split view (the
/// catalog's categories in the sidebar, a category's products in the detail column) in windows of
/// its own, where help opens in a window beside the shop.
///
/// The modules take it to declare their routes' columns and windows for the iPad only, so the
/// phone's routes, and the manifest read from them, stay as they are.
public enum ShopLayout: String, Hashable, Sendable, CaseIterable {
    /// Tabs of stacks, one window.
    case phone
    /// A split view, several windows.
    case iPad
}
