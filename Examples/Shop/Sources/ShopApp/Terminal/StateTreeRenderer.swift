public import Waypoint

/// Draws a navigation state as a small tree: one line per tab with its stack, the selected tab
/// marked, then the modal layers, each indented under the one it covers, and the question on
/// screen, if any, over them all.
///
/// ```
/// ▸ Shop*   home › catalog.category(shoes) › catalog.product(shoes, 42)
///   Basket  basket.tab
///   Account account.tab
///   └ sheet: login
/// ```
///
/// A split root prints one line per column (`▸ detail:  catalog.product(shoes, 42)`, the column
/// the user is at marked), and its collapsed stack in compact width.
///
/// A pure function of the state, so that tests check it directly.
public struct StateTreeRenderer: Sendable {
    /// The titles tabs are shown with; a tab without one shows its id.
    public var tabTitles: [TabID: String]
    /// The order an entry's parameter values are listed in, by route; parameters not listed
    /// follow, sorted by name.
    public var parameterOrder: [RouteID: [String]]
    /// Colours or plain text.
    public var style: TerminalStyle

    /// Creates a renderer.
    public init(
        tabTitles: [TabID: String] = [:], parameterOrder: [RouteID: [String]] = [:], style: TerminalStyle = .plain
    ) {
        self.tabTitles = tabTitles
        self.parameterOrder = parameterOrder
        self.style = style
    }

    /// Creates a renderer that lists parameters in the order the routes declare them: path
    /// placeholders first, then query parameters.
    public init(routes: RouteTable, tabTitles: [TabID: String], style: TerminalStyle) {
        var order: [RouteID: [String]] = [:]
        for route in routes.manifest().routes {
            order[route.id] = route.parameters.map(\.name)
        }
        self.init(tabTitles: tabTitles, parameterOrder: order, style: style)
    }

    /// The state's lines.
    public func render(_ state: NavigationState) -> [String] {
        var lines: [String] = []
        switch state.root {
        case .stack(let entries):
            lines.append("▸ " + path(entries))
        case .tabs(let tabs, let selected):
            let labels = tabs.map { title(of: $0.id) + ($0.id == selected ? "*" : "") }
            let width = (labels.map(\.count).max() ?? 0) + 1
            for (tab, label) in zip(tabs, labels) {
                let padded = label + String(repeating: " ", count: width - label.count)
                lines.append(
                    tab.id == selected ? "▸ " + style.bold(padded) + path(tab.stack) : "  " + padded + path(tab.stack))
            }
        case .split(let split) where split.isCollapsed:
            lines.append("▸ " + path(split.collapsedStack))
        case .split(let split):
            for column in split.columns {
                let label = "\(column):" + String(repeating: " ", count: 15 - "\(column):".count)
                let entries = path(split.stack(column) ?? [])
                lines.append(
                    column == split.focusedColumn ? "▸ " + style.bold(label) + entries : "  " + label + entries)
            }
        }
        for (depth, layer) in state.modalLayers.enumerated() {
            let indent = String(repeating: "  ", count: depth + 1)
            lines.append(
                indent + style.yellow("└ \(layer.style.rawValue)\(layer.placement):") + " " + path(layer.stack))
        }
        if let asked = state.dialog?.dialog {
            let indent = String(repeating: "  ", count: state.modalLayers.count + 1)
            let buttons = asked.buttons.map { "[" + DisplayText.escaped($0.title) + "]" }.joined(separator: " ")
            lines.append(
                indent + style.yellow("└ \(asked.style.rawValue):") + " " + DisplayText.escaped(asked.title) + " "
                    + buttons)
        }
        return lines
    }

    /// A stack, root first: `home › catalog.category(shoes)`.
    public func path(_ entries: [NavigationEntry]) -> String {
        entries.isEmpty ? "(empty)" : entries.map(label).joined(separator: " › ")
    }

    /// One entry: its route, and its parameter values in parentheses: `catalog.product(shoes, 42)`.
    public func label(_ entry: NavigationEntry) -> String {
        let parameters = entry.descriptor.parameters
        guard !parameters.isEmpty else { return DisplayText.escaped(entry.route.rawValue) }
        let declared = (parameterOrder[entry.route] ?? []).filter { parameters[$0] != nil }
        let others = parameters.keys.filter { !declared.contains($0) }.sorted()
        // Values come from links: escaped and clipped, so that none acts on the terminal.
        let values = (declared + others).compactMap { parameters[$0].map { DisplayText.escaped($0, limit: 60) } }
        return DisplayText.escaped(entry.route.rawValue) + style.dim("(" + values.joined(separator: ", ") + ")")
    }

    /// A tab's title, or its id when it has none.
    public func title(of tab: TabID) -> String {
        tabTitles[tab] ?? tab.rawValue
    }
}

extension ModalLayer {
    /// Where the layer rests or points, when its route says: ` at medium`, ` anchored to share`.
    var placement: String {
        if let anchor = popover?.anchor { return " anchored to \(anchor)" }
        return sheet.selectedDetent.map { " at \($0)" } ?? ""
    }
}
