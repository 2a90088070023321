#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

/// The root view of a Waypoint app in SwiftUI: the model's state as a `TabView` of
/// `NavigationStack`s, a `NavigationSplitView` of one `NavigationStack` per column, or one
/// `NavigationStack`, with each modal layer presented over it. On iOS 18, tabs given a section
/// are grouped in `TabSection`s of a sidebar-adaptable `TabView`.
///
/// ```swift
/// WindowGroup {
///     WaypointRoot(model: model) { tab in
///         Label(tab.rawValue.capitalized, systemImage: icons[tab] ?? "circle")
///     }
/// }
/// ```
public struct WaypointRoot<TabLabel: View>: View {
    @ObservedObject private var model: SwiftUINavigationModel
    private let tabLabel: (TabID) -> TabLabel
    private let tabSection: (TabID) -> String?

    /// Creates the root view.
    ///
    /// - Parameters:
    ///   - model: The model the manager is attached to.
    ///   - tabLabel: The tab bar item of each tab.
    public init(model: SwiftUINavigationModel, @ViewBuilder tabLabel: @escaping (TabID) -> TabLabel) {
        self.init(model: model, tabSection: { _ in nil }, tabLabel: tabLabel)
    }

    /// Creates the root view whose tabs are grouped in sections, a sidebar on iPad (iOS 18).
    ///
    /// Sections are presentation: the state's tab order and selection stay as they are, and a
    /// saved state carries no section. Consecutive tabs with the same section name form one
    /// `TabSection`, and the `TabView` is `.sidebarAdaptable`. Before iOS 18 the sections are
    /// ignored: the tabs are a tab bar.
    ///
    /// - Parameters:
    ///   - model: The model the manager is attached to.
    ///   - tabSection: The name of the section each tab belongs to; `nil` for a top-level tab.
    ///   - tabLabel: The tab bar (or sidebar) item of each tab.
    public init(
        model: SwiftUINavigationModel, tabSection: @escaping (TabID) -> String?,
        @ViewBuilder tabLabel: @escaping (TabID) -> TabLabel
    ) {
        _model = ObservedObject(wrappedValue: model)
        self.tabLabel = tabLabel
        self.tabSection = tabSection
    }

    /// The tab bar or the single stack, with the modal layers presented over it.
    public var body: some View {
        root.modifier(ModalLayers(model: model, depth: 0, presenter: nil))
            // Popover anchors inside the screens read the model.
            .environmentObject(model)
    }

    @ViewBuilder private var root: some View {
        switch model.presentation.root {
        case .stack(let stack):
            WaypointStack(model: model, location: stack.location)
        case .split(let split):
            WaypointSplitView(model: model, split: split)
        case .tabs(let tabs, _):
            #if !os(Linux)
            // Guarded out of the Linux type-check only, whose SwiftUI stubs lack `Tab` and
            // `TabContentBuilder`; Apple: Tab(value:content:label:), iOS 18.
            if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
                let groups = TabGroup.groups(of: tabs, section: tabSection)
                if groups.contains(where: { $0.section != nil }) {
                    valueTabs(groups).tabViewStyle(.sidebarAdaptable)
                } else {
                    valueTabs(groups)
                }
            } else {
                itemTabs(tabs)
            }
            #else
            itemTabs(tabs)
            #endif
        }
    }

    #if !os(Linux)
    /// The tabs as `Tab` values (iOS 18), each group's in its `TabSection` or at the top level.
    /// Tab content has no `if` in the SDK's declarations this adapter is checked against, so each
    /// group is one of two `ForEach`es, the other one empty.
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    private func valueTabs(_ groups: [TabGroup]) -> some View {
        TabView(selection: model.tabSelection()) {
            ForEach(groups) { group in
                ForEach(group.section == nil ? group.tabs : []) { tab in valueTab(tab) }
                ForEach(group.section == nil ? [] : [group]) { section in
                    TabSection(section.section ?? "") {
                        ForEach(section.tabs) { tab in valueTab(tab) }
                    }
                }
            }
        }
    }

    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    private func valueTab(_ tab: NavigationTab) -> some TabContent<TabID> {
        Tab(value: tab.id) {
            WaypointStack(model: model, location: .tab(tab.id))
        } label: {
            tabLabel(tab.id)
        }
    }
    #endif

    /// The tabs before iOS 18, labelled with `tabItem(_:)` (deprecated in favour of `Tab`).
    private func itemTabs(_ tabs: [NavigationTab]) -> some View {
        TabView(selection: model.tabSelection()) {
            ForEach(tabs) { tab in
                WaypointStack(model: model, location: .tab(tab.id))
                    .tabItem { tabLabel(tab.id) }
                    .tag(tab.id)
            }
        }
    }
}

/// Consecutive tabs of one section (or consecutive top-level tabs), in the state's order.
struct TabGroup: Identifiable {
    /// The section's name; `nil` for top-level tabs.
    let section: String?
    var tabs: [NavigationTab]
    var id: TabID { tabs[0].id }

    /// The tabs in runs of the same section, in order: sections never reorder tabs.
    static func groups(of tabs: [NavigationTab], section: (TabID) -> String?) -> [TabGroup] {
        var groups: [TabGroup] = []
        for tab in tabs {
            let name = section(tab.id)
            if let last = groups.indices.last, groups[last].section == name {
                groups[last].tabs.append(tab)
            } else {
                groups.append(TabGroup(section: name, tabs: [tab]))
            }
        }
        return groups
    }
}

extension WaypointRoot where TabLabel == Text {
    /// Creates the root view; each tab is labelled with its identity.
    public init(model: SwiftUINavigationModel) {
        self.init(model: model) { tab in Text(tab.rawValue) }
    }
}

/// One `NavigationStack`: the stack's root screen, then the screens of its path.
struct WaypointStack: View {
    @ObservedObject var model: SwiftUINavigationModel
    let location: StackLocation
    /// For a presented layer's stack, the layer as SwiftUI handed it to the content: SwiftUI
    /// keeps drawing a dismissed layer with it until the layer has slid away.
    var layer: SwiftUIPresentation.Layer?

    var body: some View {
        let root = model.stack(at: location, in: layer)?.root
        NavigationStack(path: model.path(at: location, in: layer)) {
            model.screen(for: root)
                .environment(\.waypointEntry, root)
                .navigationDestination(for: EntryID.self) { entry in
                    // A screen that may not be left has no back button, and so no back swipe.
                    model.screen(for: entry).environment(\.waypointEntry, entry)
                        .navigationBarBackButtonHidden(model.leaveBlocked(closing: entry))
                }
        }
    }
}

/// The modal layer at `depth`, if any, presented as a sheet or a full-screen cover; the layer
/// carries the modifier for the next depth.
struct ModalLayers: ViewModifier {
    @ObservedObject var model: SwiftUINavigationModel
    let depth: Int
    /// The layer whose content carries this modifier; `nil` over the root.
    let presenter: ModalLayerID?

    func body(content: Content) -> some View {
        #if os(macOS)
        // macOS has no full-screen cover: every layer is a sheet.
        return
            content
            .modifier(DialogPresenter(model: model, depth: depth))
            .sheet(item: model.layer(at: depth, style: nil, presentedBy: presenter)) {
                model.layerDidLeave(at: depth, style: nil)
            } content: { layer in
                PresentedLayer(model: model, layer: layer)
            }
        #else
        return
            content
            .modifier(DialogPresenter(model: model, depth: depth))
            .sheet(item: model.layer(at: depth, style: .sheet, presentedBy: presenter)) {
                model.layerDidLeave(at: depth, style: .sheet)
            } content: { layer in
                PresentedLayer(model: model, layer: layer)
            }
            .fullScreenCover(item: model.layer(at: depth, style: .fullScreen, presentedBy: presenter)) {
                model.layerDidLeave(at: depth, style: .fullScreen)
            } content: { layer in
                PresentedLayer(model: model, layer: layer)
            }
        #endif
    }
}

/// A presented layer: its own `NavigationStack`, the layers presented over it, and its sheet
/// options.
struct PresentedLayer: View {
    @ObservedObject var model: SwiftUINavigationModel
    let layer: SwiftUIPresentation.Layer

    var body: some View {
        WaypointStack(model: model, location: .modal(layer.id), layer: layer)
            .modifier(ModalLayers(model: model, depth: layer.depth + 1, presenter: layer.id))
            .modifier(SheetOptionsModifier(model: model, layer: layer))
            // A sheet whose route forbids the swipe, or whose screens may not be left, cannot be swiped down.
            .interactiveDismissDisabled(
                !layer.sheet.allowsSwipeToDismiss || model.leaveBlocked(closing: layer.stack.root))
    }
}

/// The dialog, as an `.alert` or a `.confirmationDialog` where the next layer would be presented:
/// each button reports its position, then SwiftUI takes the dialog away.
struct DialogPresenter: ViewModifier {
    @ObservedObject var model: SwiftUINavigationModel
    let depth: Int

    func body(content: Content) -> some View {
        let alert = model.dialog(at: depth, style: .alert)
        let question = model.dialog(at: depth, style: .confirmationDialog)
        return
            content
            .alert(
                alert?.dialog.title ?? "", isPresented: model.dialogPresented(at: depth, style: .alert),
                presenting: alert
            ) { shown in
                buttons(of: shown)
            } message: { shown in
                message(of: shown)
            }
            .confirmationDialog(
                question?.dialog.title ?? "", isPresented: model.dialogPresented(at: depth, style: .confirmationDialog),
                titleVisibility: .visible, presenting: question
            ) { shown in
                buttons(of: shown)
            } message: { shown in
                message(of: shown)
            }
    }

    @ViewBuilder private func buttons(of shown: DialogLayer) -> some View {
        ForEach(Array(shown.dialog.buttons.enumerated()), id: \.offset) { index, button in
            Button(button.title, role: Self.role(of: button.role)) { model.dialogDidClose(shown.id, button: index) }
        }
    }

    @ViewBuilder private func message(of shown: DialogLayer) -> some View {
        if let message = shown.dialog.message { Text(message) }
    }

    private static func role(of role: DialogButton.Role) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
