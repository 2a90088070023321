extension NavigationState {
    /// A root in a saved state, written as `{"stack": [...]}`,
    /// `{"tabs": [...], "selectedTab": "shop"}` or `{"split": {"sidebar": [...], "detail": [...]}}`, so that a saved state reads like the screen it
    /// describes. A root is saved only as part of its state, whose invariants decoding checks.
    struct SavedRoot: Codable {
        let root: NavigationRoot

        init(_ root: NavigationRoot) {
            self.root = root
        }

        private enum CodingKeys: String, CodingKey {
            case stack, tabs, selectedTab, split
        }

        /// Reads `{"stack": [...]}`, `{"tabs": [...], "selectedTab": "…"}` or `{"split": {…}}`.
        ///
        /// - Throws: `DecodingError` when neither form is present.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.tabs) {
                root = .tabs(
                    try container.decode([NavigationTab].self, forKey: .tabs),
                    selected: try container.decode(TabID.self, forKey: .selectedTab)
                )
            } else if container.contains(.split) {
                root = .split(try container.decode(SplitRoot.self, forKey: .split))
            } else if container.contains(.stack) {
                root = .stack(try container.decode([NavigationEntry].self, forKey: .stack))
            } else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "a navigation root needs 'stack' or 'tabs' with 'selectedTab', or 'split'"
                    )
                )
            }
        }

        /// Writes the root in the form ``init(from:)`` reads.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch root {
            case .stack(let entries):
                try container.encode(entries, forKey: .stack)
            case .tabs(let tabs, let selected):
                try container.encode(tabs, forKey: .tabs)
                try container.encode(selected, forKey: .selectedTab)
            case .split(let split):
                try container.encode(split, forKey: .split)
            }
        }
    }
}
