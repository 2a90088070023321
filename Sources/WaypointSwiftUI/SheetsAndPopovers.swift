// Builds on every platform with SwiftUI; on Linux this module builds empty.
#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

extension View {
    /// Names this view the anchor `anchor` of its screen: a popover the manager shows over this
    /// screen with that anchor (`DeepLinkDescriptor.anchor`, `PopoverOptions.anchor`) points at it.
    /// A popover whose anchor the screen on top does not name is refused, naming the anchor.
    /// Use it inside the screens a ``WaypointRoot`` shows.
    ///
    /// ```swift
    /// Button("Share", systemImage: "square.and.arrow.up") {
    ///     Task { await manager.navigate(using: DeepLinkDescriptor(path: "/products/42/share", anchor: "share")) }
    /// }
    /// .popoverAnchor("share")
    /// ```
    public func popoverAnchor(_ anchor: PopoverAnchor) -> some View {
        modifier(PopoverAnchorModifier(anchor: anchor))
    }
}

/// The entry whose screen a view belongs to, set by the stack that shows the screen.
struct WaypointEntryKey: EnvironmentKey {
    static let defaultValue: EntryID? = nil
}

extension EnvironmentValues {
    /// The entry whose screen this view belongs to; `nil` outside a ``WaypointRoot``'s screens.
    var waypointEntry: EntryID? {
        get { self[WaypointEntryKey.self] }
        set { self[WaypointEntryKey.self] = newValue }
    }
}

/// A popover anchored to the view it modifies, shown while the state presents one with this
/// anchor over the view's screen; the anchor is registered while the view is on screen.
struct PopoverAnchorModifier: ViewModifier {
    @EnvironmentObject var model: SwiftUINavigationModel
    @Environment(\.waypointEntry) var entry
    let anchor: PopoverAnchor

    func body(content: Content) -> some View {
        #if os(tvOS) || os(watchOS)
        // No popovers on these platforms.
        content
        #else
        content
            .popover(item: model.popover(anchoredAt: anchor, in: entry)) { layer in
                PresentedLayer(model: model, layer: layer)
                    .onDisappear { model.layerDidLeave(at: layer.depth, style: .popover) }
            }
            .onAppear { model.anchor(anchor, in: entry, isShown: true) }
            .onDisappear { model.anchor(anchor, in: entry, isShown: false) }
        #endif
    }
}

/// A presented layer's sheet options as SwiftUI's presentation modifiers, inside its content;
/// a layer with the default options and no popover gets none, so the screen's own modifiers
/// decide (availability as SwiftUI declares it: background interaction and compact adaptation,
/// iOS 16.4).
struct SheetOptionsModifier: ViewModifier {
    @ObservedObject var model: SwiftUINavigationModel
    let layer: SwiftUIPresentation.Layer

    @ViewBuilder func body(content: Content) -> some View {
        let sheet = layer.sheet
        if layer.style == .fullScreen || (sheet == SheetOptions() && layer.popover == nil) {
            content
        } else {
            let options =
                content
                .presentationDetents(
                    Set(sheet.detents.map(SwiftUINavigationModel.presentationDetent)),
                    selection: model.detentSelection(of: layer)
                )
                .presentationDragIndicator(sheet.showsGrabber ? .visible : .hidden)
            if #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *) {
                options
                    .presentationBackgroundInteraction(
                        sheet.largestUndimmedDetent.map {
                            .enabled(upThrough: SwiftUINavigationModel.presentationDetent($0))
                        }
                            ?? .automatic
                    )
                    .presentationCompactAdaptation(Self.compactAdaptation(of: layer))
            } else {
                options
            }
        }
    }

    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    private static func compactAdaptation(of layer: SwiftUIPresentation.Layer) -> PresentationAdaptation {
        guard layer.style == .popover else { return .automatic }
        return switch layer.popover?.compactAdaptation ?? .sheet {
        case .sheet: .sheet
        case .fullScreen: .fullScreenCover
        case .popover: .popover
        }
    }
}

extension SwiftUINavigationModel {
    /// SwiftUI's detent for a state's detent.
    static func presentationDetent(_ detent: SheetDetent) -> PresentationDetent {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .fraction(let value): .fraction(CGFloat(value))
        case .height(let value): .height(CGFloat(value))
        }
    }

    /// The selection of a layer's `presentationDetents`: the detent the state says (the first,
    /// smallest, when it names none); a write is read as the user's drag.
    func detentSelection(of layer: SwiftUIPresentation.Layer) -> Binding<PresentationDetent> {
        let id = layer.id
        return Binding(
            get: { @MainActor [weak self] in
                let sheet = self?.presentation.layers.first { $0.id == id }?.sheet ?? layer.sheet
                return Self.presentationDetent(sheet.selectedDetent ?? sheet.detents.first ?? .large)
            },
            set: { @MainActor [weak self] detent in
                guard let self else { return }
                let sheet = presentation.layers.first { $0.id == id }?.sheet ?? layer.sheet
                let named = sheet.detents.first { Self.presentationDetent($0) == detent }
                handle(reading.sheetDidRest(at: named?.description ?? "\(detent)", in: id))
            }
        )
    }

    /// The item of the popover anchored at `anchor` in the screen of `entry`; a write of `nil`
    /// is read as the user dismissing the popover shown when the binding was made.
    func popover(anchoredAt anchor: PopoverAnchor, in entry: EntryID?) -> Binding<SwiftUIPresentation.Layer?> {
        let shown = presentation.popover(anchoredAt: anchor, in: entry)?.id
        return Binding(
            get: { @MainActor [weak self] in self?.presentation.popover(anchoredAt: anchor, in: entry) },
            set: { @MainActor [weak self] layer in
                guard let self, layer == nil, let shown else { return }
                handle(reading.layerDidDismiss(shown))
            }
        )
    }

    /// Registers or drops an anchor the screen of `entry` names, as its view appears or leaves.
    func anchor(_ anchor: PopoverAnchor, in entry: EntryID?, isShown: Bool) {
        guard let entry else { return }
        if isShown {
            anchors[entry, default: []].insert(anchor)
        } else {
            anchors[entry]?.remove(anchor)
            if anchors[entry]?.isEmpty == true { anchors[entry] = nil }
        }
    }
}
#endif
