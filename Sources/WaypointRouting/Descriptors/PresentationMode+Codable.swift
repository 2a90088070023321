/// `PresentationMode` is written as one short string so that manifests and saved states stay
/// readable: `push`, `modal:sheet`, `modal:fullScreen`, `modal:popover`, `replaceStack`,
/// `popToExistingOrPush`, `switchTab:<tab>`.
extension PresentationMode: Codable, CustomStringConvertible {
    /// The string form: `push`, `modal:sheet`, `modal:fullScreen`, `modal:popover`, `replaceStack`,
    /// `popToExistingOrPush` or `switchTab:<tab>`.
    public var description: String {
        switch self {
        case .push: "push"
        case .modal(let style): "modal:\(style.rawValue)"
        case .replaceStack: "replaceStack"
        case .popToExistingOrPush: "popToExistingOrPush"
        case .switchTab(let tab): "switchTab:\(tab.rawValue)"
        }
    }

    /// Parses the string form (see the type's documentation); `modal` alone means a sheet. Saved
    /// states, manifests and push payloads read it; apps decode the mode through `Codable`.
    package init?(_ description: String) {
        switch description {
        case "push": self = .push
        case "modal": self = .modal(.sheet)
        case "replaceStack": self = .replaceStack
        case "popToExistingOrPush": self = .popToExistingOrPush
        default:
            if description.hasPrefix("modal:") {
                guard let style = ModalStyle(rawValue: String(description.dropFirst("modal:".count))) else {
                    return nil
                }
                self = .modal(style)
                return
            }
            let prefix = "switchTab:"
            guard description.hasPrefix(prefix), description.count > prefix.count else { return nil }
            self = .switchTab(TabID(rawValue: String(description.dropFirst(prefix.count))))
        }
    }

    /// Reads the string form.
    ///
    /// - Throws: `DecodingError` for a string that is not a presentation mode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let mode = PresentationMode(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "'\(text)' is not a presentation mode (push, modal:sheet, modal:fullScreen, modal:popover, replaceStack, popToExistingOrPush, switchTab:<tab>)"
            )
        }
        self = mode
    }

    /// Writes the string form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
