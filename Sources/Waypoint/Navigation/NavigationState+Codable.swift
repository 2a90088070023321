/// A saved state is versioned and checked on the way in: a restored session is an entry point
/// like any link, so a corrupted or hand-edited save is refused with the rules it breaks
/// instead of reaching a container.
///
/// ```json
/// {"version": 1, "nextIdentity": 4,
///  "root": {"tabs": [{"id": "shop", "stack": [...]}], "selectedTab": "shop"},
///  "modalLayers": []}
/// ```
///
/// A dialog shown when the state was saved is written under `dialog`; a save without one (every
/// save made before dialogs were state) reads as a state without a dialog.
extension NavigationState: Codable {
    /// The version of the saved form this build writes and reads.
    package static let codingVersion = 1

    private enum CodingKeys: String, CodingKey {
        case version, nextIdentity, root, modalLayers, dialog
    }

    /// Reads a saved state and checks it.
    ///
    /// - Throws: `DecodingError` for another saved-form version (`codingVersion`), a malformed save, or a state that
    ///   breaks an invariant (the message lists the broken rules).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.codingVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version,
                in: container,
                debugDescription:
                    "navigation state version \(version) is not supported (this build reads \(Self.codingVersion))"
            )
        }
        self.init(
            root: try container.decode(SavedRoot.self, forKey: .root).root,
            modalLayers: try container.decodeIfPresent([ModalLayer].self, forKey: .modalLayers) ?? [],
            dialog: try container.decodeIfPresent(DialogLayer.self, forKey: .dialog),
            nextIdentity: try container.decode(UInt64.self, forKey: .nextIdentity)
        )
        let violations = invariantViolations()
        guard violations.isEmpty else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "the saved navigation state breaks its invariants: "
                        + violations.map(\.description).joined(separator: "; ")
                )
            )
        }
    }

    /// Writes the state with the current saved-form version (`codingVersion`) and its identity counter.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.codingVersion, forKey: .version)
        try container.encode(nextIdentity, forKey: .nextIdentity)
        try container.encode(SavedRoot(root), forKey: .root)
        try container.encode(modalLayers, forKey: .modalLayers)
        try container.encodeIfPresent(dialog, forKey: .dialog)
    }
}
