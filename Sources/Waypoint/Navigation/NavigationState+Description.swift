/// A compact picture of the state for logs and test failures, where the synthesized dump of
/// nested enums and arrays is too long to read.
extension NavigationState: CustomStringConvertible {
    /// The stacks as paths, the selected tab starred, then the modal layers bottom first:
    /// `tabs[*shop: /shop > /products/42 | basket: /basket] modals[layer#5 sheet: /login] next#7`; a
    /// split as `split[sidebar: /home | *detail: /products/42]`, its preferred compact column starred,
    /// with `compact` when collapsed.
    public var description: String {
        func paths(_ stack: [NavigationEntry]) -> String {
            stack.map { "\($0.descriptor.path)" }.joined(separator: " > ")
        }
        let rootText: String =
            switch root {
            case .stack(let entries):
                "stack[\(paths(entries))]"
            case .tabs(let tabs, let selected):
                "tabs["
                    + tabs.map { "\($0.id == selected ? "*" : "")\($0.id): \(paths($0.stack))" }
                    .joined(separator: " | ") + "]"
            case .split(let split):
                "split[" + (split.isCollapsed ? "compact " : "")
                    + split.columns.map {
                        "\($0 == split.preferredCompactColumn ? "*" : "")\($0): \(paths(split.stack($0) ?? []))"
                    }.joined(separator: " | ") + "]"
            }
        let layersText =
            modalLayers.isEmpty
            ? ""
            : " modals["
                + modalLayers.map { "\($0.id) \($0.style.rawValue): \(paths($0.stack))" }
                .joined(separator: " | ") + "]"
        return rootText + layersText + " next#\(nextIdentity)"
    }
}
