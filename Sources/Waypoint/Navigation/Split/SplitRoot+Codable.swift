/// A split root is saved as `{"sidebar": [...], "detail": [...], "preferredCompactColumn": "detail"}`,
/// with `supplementary` for a three-column split and `sizeClass` only when compact. A missing
/// column reads as empty, so that the state's invariants name what is wrong with it (a split
/// without a sidebar stack) rather than a decoding error naming a key.
extension SplitRoot: Codable {
    private enum CodingKeys: String, CodingKey {
        case sidebar, supplementary, detail, preferredCompactColumn, sizeClass
    }

    /// Reads a saved split root; its state checks the invariants.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sidebar: try container.decodeIfPresent([NavigationEntry].self, forKey: .sidebar) ?? [],
            supplementary: try container.decodeIfPresent([NavigationEntry].self, forKey: .supplementary),
            detail: try container.decodeIfPresent([NavigationEntry].self, forKey: .detail) ?? [],
            preferredCompactColumn: try container.decodeIfPresent(SplitColumn.self, forKey: .preferredCompactColumn)
                ?? .detail,
            sizeClass: try container.decodeIfPresent(HorizontalSizeClass.self, forKey: .sizeClass) ?? .regular)
    }

    /// Writes the split root in the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sidebar, forKey: .sidebar)
        try container.encodeIfPresent(supplementary, forKey: .supplementary)
        try container.encode(detail, forKey: .detail)
        try container.encode(preferredCompactColumn, forKey: .preferredCompactColumn)
        if isCollapsed { try container.encode(sizeClass, forKey: .sizeClass) }
    }
}
