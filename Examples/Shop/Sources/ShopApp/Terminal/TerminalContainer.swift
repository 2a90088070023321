public import ShopRoutes
public import Waypoint

/// The Shop's ``NavigationContainer``: carries out each step on its terminal "screens" by
/// printing it (`→ push catalog.category(shoes), catalog.product(shoes, 42) onto Shop`) and
/// keeping the screens it was handed, so that the app can show the one on top.
///
/// Like every container it decides nothing: the manager has planned the steps and built the
/// screens.
@MainActor
public final class TerminalContainer: NavigationContainer {
    /// Every step performed, in order.
    public private(set) var performedSteps: [NavigationStep] = []
    /// The screens handed over, by entry.
    public private(set) var screens: [EntryID: ShopScreen] = [:]

    private let output: any ShopOutput
    private let renderer: StateTreeRenderer
    /// The window whose navigation this container shows, named before each step; `nil` with one window.
    private let window: String?

    /// Creates a container that prints to `output`, naming entries as `renderer` does.
    public init(output: any ShopOutput, renderer: StateTreeRenderer, window: String? = nil) {
        self.output = output
        self.renderer = renderer
        self.window = window
    }

    public func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: ShopScreen]
    ) async throws {
        self.screens.merge(screens) { _, new in new }
        output.line(
            renderer.style.cyan("→") + " " + (window.map { "window \($0): " } ?? "") + describe(step, from: from))
        performedSteps.append(step)
    }

    /// How many push steps were performed.
    public var pushCount: Int {
        performedSteps.count { if case .push = $0 { true } else { false } }
    }

    /// The step in words, naming tabs by their titles and entries as the state tree does; what it
    /// pops back to or dismisses is named from the state it starts from.
    func describe(_ step: NavigationStep, from shown: NavigationState) -> String {
        func list(_ entries: [NavigationEntry]) -> String { entries.map(renderer.label).joined(separator: ", ") }
        switch step {
        case .dismiss(let id):
            return "dismiss "
                + (layer(id, in: shown).map { "\($0.style.rawValue) " + list(Array($0.stack.prefix(1))) } ?? "\(id)")
        case .replaceRoot(.stack(let stack)):
            return "show the stack " + renderer.path(stack)
        case .replaceRoot(.tabs(let tabs, let selected)):
            return "show tabs " + tabs.map { renderer.title(of: $0.id) }.joined(separator: ", ")
                + ", \(renderer.title(of: selected)) selected"
        case .replaceRoot(.split(let split)):
            return "show the columns " + split.columns.map { "\($0)" }.joined(separator: ", ")
        case .selectTab(let tab):
            return "select tab \(renderer.title(of: tab))"
        case .showColumn(let column):
            return "show the \(column) column"
        case .popTo(let id, let location):
            return "pop \(name(location, in: shown)) back to "
                + (shown.entries.first { $0.id == id }.map(renderer.label) ?? "\(id)")
        case .push(let pushed, let location):
            return "push \(list(pushed)) onto \(name(location, in: shown))"
        case .setStack(let stack, let location):
            return "set \(name(location, in: shown)) to " + renderer.path(stack)
        case .present(let layer):
            return "present \(layer.style.rawValue)\(layer.placement) " + renderer.path(layer.stack)
        case .presentDialog(let shown):
            let dialog = shown.dialog
            return "ask \"\(dialog.title)\"" + (dialog.message.map { " (\($0))" } ?? "") + ": "
                + dialog.buttons.map { "[\($0.title)]" }.joined(separator: " ")
        case .dismissDialog:
            return "take the question away"
        case .selectDetent(let detent, let id):
            return "rest \(name(.modal(id), in: shown)) at \(detent)"
        }
    }

    private func name(_ location: StackLocation, in shown: NavigationState) -> String {
        switch location {
        case .root: "the stack"
        case .tab(let tab): renderer.title(of: tab)
        case .column(let column): "the \(column) column"
        case .modal(let id): layer(id, in: shown).map { "the \($0.style.rawValue)" } ?? "\(id)"
        }
    }

    private func layer(_ id: ModalLayerID, in shown: NavigationState) -> ModalLayer? {
        shown.modalLayers.first { $0.id == id }
    }
}
