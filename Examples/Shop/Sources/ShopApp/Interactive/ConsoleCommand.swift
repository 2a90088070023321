public import Waypoint

/// One line typed at the Shop's interactive prompt, parsed.
public enum ConsoleCommand: Hashable, Sendable {
    /// `open URL [--source S]`: a link; its source is inferred from its form when not given.
    case open(String, source: LinkSource?)
    /// `push JSON`: a push notification's payload.
    case push(String)
    /// `tap ROUTE-ID [k=v…]`: in-app navigation by route id.
    case tap(RouteID, parameters: [String: String])
    /// `back`: closes the screen on top, as its back or close button does: pops it when it is
    /// pushed, dismisses its layer when it is the root of a modal layer.
    case back
    /// `dismiss`: dismisses the top modal layer.
    case dismiss
    /// `address`: the checkout on screen asks the Account module for a delivery address.
    case address
    /// `pick N`: taps address `N` (from 1) in the address picker, which hands it back.
    case pick(Int)
    /// `swipe`: the user swipes the top sheet down.
    case swipe
    /// `note TEXT`: the user types a delivery note into the checkout on screen.
    case note(String)
    /// `empty`: the basket's "Empty" button, which asks first.
    case empty
    /// `answer TITLE`: the user taps the button titled `TITLE` of the question on screen.
    case answer(String)
    /// `sign-in NAME`.
    case signIn(String)
    /// `sign-out`.
    case signOut
    /// `size compact|regular`: the iPad window's width changes.
    case size(HorizontalSizeClass)
    /// `window NAME`: the user turns to another iPad window.
    case window(String)
    /// `state`: prints the state tree.
    case state
    /// `save FILE`: writes the state as JSON.
    case save(String)
    /// `restore FILE`: restores a saved state.
    case restore(String)
    /// `help`.
    case help
    /// `quit`.
    case quit
    /// A blank line or a `#` comment.
    case nothing

    /// The commands, one line each, as `help` prints them.
    public static let usage = [
        "open URL [--source S]   open a link; S is in-app, universal-link, custom-scheme, push or restoration",
        "push JSON               handle a push payload, e.g. push {\"waypoint\":{\"link\":\"shop://orders/1042\"}}",
        "tap ROUTE-ID [k=v…]     navigate in-app by route id, e.g. tap catalog.product category=shoes productId=42",
        "back                    close the screen on top: pop it, or dismiss the modal it roots",
        "dismiss                 dismiss the top modal layer",
        "address                 on the checkout: ask the Account module's picker for a delivery address",
        "pick N                  choose address N in the picker; it closes and hands the address back",
        "swipe                   swipe the top sheet down, as the user does; a checkout holding a note asks first",
        "note TEXT               on the checkout: type a delivery note; leaving the checkout then asks first",
        "empty                   the basket's Empty button: asks before it removes every item",
        "answer TITLE            tap a button of the question on screen, e.g. answer Keep editing",
        "sign-in NAME            sign in; requests waiting for sign-in resume",
        "sign-out                sign out",
        "size compact|regular    on the iPad: the window's width changes; compact shows the columns as one stack",
        "window NAME             on the iPad: turn to window NAME (main, 2, …); links that name no window go there",
        "state                   print the navigation state",
        "save FILE               save the state as JSON",
        "restore FILE            restore a saved state",
        "help                    this list",
        "quit                    leave (end of input does too)",
    ]

    /// Parses a line.
    ///
    /// - Returns: The command, or a one-line explanation of what is wrong with the line.
    public static func parse(_ line: String) -> Result<ConsoleCommand, ShopError> {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return .success(.nothing) }
        let words = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first else { return .success(.nothing) }
        let arguments = Array(words.dropFirst())
        let rest = String(trimmed.dropFirst(name.count)).trimmingWhitespace()
        switch name {
        case "open": return parseOpen(arguments)
        case "push": return rest.isEmpty ? failure("push needs a JSON payload; try 'help'") : .success(.push(rest))
        case "tap": return parseTap(arguments)
        case "sign-in":
            guard let user = arguments.first else { return failure("sign-in needs a name, e.g. sign-in ada") }
            return arguments.count == 1 ? .success(.signIn(user)) : failure("sign-in takes one name")
        case "note":
            return rest.isEmpty
                ? failure("note needs a text, e.g. note Leave it with the neighbour") : .success(.note(rest))
        case "answer":
            return rest.isEmpty ? failure("answer needs a button's title, e.g. answer Cancel") : .success(.answer(rest))
        case "save": return rest.isEmpty ? failure("save needs a file name") : .success(.save(rest))
        case "restore": return rest.isEmpty ? failure("restore needs a file name") : .success(.restore(rest))
        case "pick":
            guard arguments.count == 1, let number = Int(arguments[0]) else {
                return failure("pick needs an address number, e.g. pick 1")
            }
            return .success(.pick(number))
        case "size": return parseSize(arguments)
        case "window":
            return arguments.count == 1
                ? .success(.window(arguments[0])) : failure("window needs a name, e.g. window main")
        case "back": return bare(.back, name, arguments)
        case "dismiss": return bare(.dismiss, name, arguments)
        case "address": return bare(.address, name, arguments)
        case "swipe": return bare(.swipe, name, arguments)
        case "empty": return bare(.empty, name, arguments)
        case "sign-out": return bare(.signOut, name, arguments)
        case "state": return bare(.state, name, arguments)
        case "help": return bare(.help, name, arguments)
        case "quit": return bare(.quit, name, arguments)
        default:
            return failure("unknown command '\(shown(name))'; try 'help'")
        }
    }

    /// A command that takes no arguments.
    private static func bare(
        _ command: ConsoleCommand, _ name: String, _ arguments: [String]
    )
        -> Result<ConsoleCommand, ShopError>
    {
        arguments.isEmpty ? .success(command) : failure("'\(shown(name))' takes no arguments")
    }

    private static func parseOpen(_ arguments: [String]) -> Result<ConsoleCommand, ShopError> {
        var link: String?
        var source: LinkSource?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--source" {
                guard index + 1 < arguments.count else { return failure("--source needs a value") }
                let value = arguments[index + 1]
                guard let parsed = LinkSource(rawValue: value) else {
                    let known = LinkSource.allCases.map(\.rawValue).joined(separator: ", ")
                    return failure("'\(shown(value))' is not a source (\(known))")
                }
                source = parsed
                index += 2
                continue
            }
            guard link == nil else { return failure("open takes one URL; unexpected '\(shown(argument))'") }
            link = argument
            index += 1
        }
        guard let link else { return failure("open needs a URL") }
        return .success(.open(link, source: source))
    }

    private static func parseSize(_ arguments: [String]) -> Result<ConsoleCommand, ShopError> {
        guard arguments.count == 1, let sizeClass = HorizontalSizeClass(rawValue: arguments[0]) else {
            return failure("size needs compact or regular, e.g. size compact")
        }
        return .success(.size(sizeClass))
    }

    private static func parseTap(_ arguments: [String]) -> Result<ConsoleCommand, ShopError> {
        guard let route = arguments.first else { return failure("tap needs a route id, e.g. tap home") }
        var parameters: [String: String] = [:]
        for pair in arguments.dropFirst() {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                return failure("'\(shown(pair))' is not a parameter; write name=value")
            }
            let key = String(pair[..<equals])
            guard parameters[key] == nil else { return failure("parameter '\(shown(key))' is given twice") }
            parameters[key] = String(pair[pair.index(after: equals)...])
        }
        return .success(.tap(RouteID(rawValue: route), parameters: parameters))
    }

    /// Typed input quoted in a message: escaped and clipped (see ``DisplayText``).
    private static func shown(_ text: String) -> String { DisplayText.escaped(text) }

    private static func failure(_ message: String) -> Result<ConsoleCommand, ShopError> {
        .failure(ShopError(message))
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
