/// A compact picture of the state for logs and test failures, where the synthesized dump of
/// nested enums and arrays is too long to read.
extension NavigationState: CustomStringConvertible {
    /// The stacks as paths, the selected tab starred, then the modal layers bottom first:
    /// `tabs[*shop: /shop > /products/42 | basket: /basket] modals[layer#5 sheet: /login] next#7`.
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
