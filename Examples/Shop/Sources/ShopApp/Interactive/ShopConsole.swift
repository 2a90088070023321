import Foundation
public import ShopRoutes
import Waypoint

/// The interactive Shop (`swift run shop --interactive`): reads commands line by line, from a
/// terminal or a pipe, and runs each against one Shop. A bad command gets a one-line
/// explanation; nothing typed ends the session but `quit` or the end of input.
///
/// ```swift
/// let console = try ShopConsole(output: StandardOutput())
/// await console.run(prompt: "shop> ") { readLine() }
/// ```
@MainActor
public final class ShopConsole {
    /// The Shop the commands drive.
    public let app: ShopApplication
    private let output: any ShopOutput
    /// The commands whose requests wait for the user's answer to the question on screen, in the
    /// order they were typed; they finish once an answer leaves no question up.
    private var waitingForAnswer: [Task<Void, Never>] = []

    /// Creates a console over a fresh Shop.
    ///
    /// - Throws: ``ShopError`` when the Shop cannot start.
    public init(output: any ShopOutput, style: TerminalStyle = .plain, layout: ShopLayout = .phone) throws(ShopError) {
        app = try ShopApplication(output: output, style: style, layout: layout)
        self.output = output
    }

    /// Shows the Shop, then runs commands until `quit` or the end of input.
    ///
    /// - Parameters:
    ///   - prompt: Written before each line is read; `nil` for none (input from a pipe).
    ///   - readLine: The next line of input; `nil` at the end.
    public func run(prompt: String?, readLine: () -> String?) async {
        output.line("Waypoint Shop, interactive. Type 'help' for the commands, 'quit' to leave.")
        await app.attach()
        app.printState()
        while true {
            if let prompt { output.prompt(prompt) }
            guard let line = readLine() else { break }
            guard await execute(line) else { break }
        }
    }

    /// Runs one line.
    ///
    /// - Returns: `false` when the line asks to quit.
    @discardableResult
    public func execute(_ line: String) async -> Bool {
        switch ConsoleCommand.parse(line) {
        case .failure(let error):
            // The message quotes what was typed; each quote is clipped, and nothing raw is written.
            output.line(app.renderer.style.red(DisplayText.escaped(error.message, limit: nil)))
            return true
        case .success(.quit):
            return false
        case .success(let command):
            waitingForAnswer.append(await app.untilAsked { await self.run(command) })
            if let asked = app.manager.state.dialog?.dialog {
                let answers = asked.buttons.map { "answer " + app.shown($0.title) }.joined(separator: " | ")
                app.printLine("waiting", "for an answer to \"\(app.shown(asked.title))\": \(answers)")
            } else {
                for command in waitingForAnswer { await command.value }
                waitingForAnswer = []
            }
            await app.settleAddress()
            return true
        }
    }

    private func run(_ command: ConsoleCommand) async {
        switch command {
        case .open(let link, let source):
            show(await app.open(link, source: source))
        case .push(let json):
            show(await app.push(json: json))
        case .tap(let route, let parameters):
            show(await app.manager.navigate(to: route, parameters: parameters))
        case .back:
            show(await app.back())
        case .dismiss:
            show(await app.manager.dismiss())
        case .address:
            await attempt { () throws(ShopError) in show(try await app.chooseAddress()) }
        case .pick(let number):
            await attempt { () throws(ShopError) in show(try await app.pickAddress(number)) }
        case .swipe:
            await attempt { () throws(ShopError) in
                if let refused = try await app.swipeDown() { app.printOutcome(refused) }
                app.printState()
            }
        case .note(let text):
            await attempt { () throws(ShopError) in try app.typeDeliveryNote(text) }
        case .empty:
            await app.emptyBasket()
        case .answer(let title):
            await attempt { () throws(ShopError) in try await app.answer(title) }
        case .signIn(let user):
            await app.signIn(user)
            app.printState()
        case .signOut:
            app.signOut()
        case .size(let sizeClass):
            await attempt { () throws(ShopError) in
                try app.changeSizeClass(to: sizeClass)
                app.printState()
            }
        case .window(let name):
            await attempt { () throws(ShopError) in
                try app.switchWindow(to: name)
                app.printState()
            }
        case .state:
            app.printState()
        case .save(let path):
            save(to: path)
        case .restore(let path):
            await restore(from: path)
        case .help:
            for line in ConsoleCommand.usage { output.line(line) }
        case .quit, .nothing:
            break
        }
    }

    /// Runs a command the Shop may refuse, printing the refusal.
    private func attempt(_ body: () async throws(ShopError) -> Void) async {
        do {
            try await body()
        } catch {
            output.line(app.renderer.style.red(error.message))
        }
    }

    private func show(_ outcome: NavigationOutcome) {
        app.printOutcome(outcome)
        app.printState()
    }

    private func save(to path: String) {
        do {
            let data = try app.savedState()
            try data.write(to: URL(fileURLWithPath: path))
            app.printLine("saved", "\(data.count) bytes to \(app.shown(path))")
        } catch {
            output.line(app.renderer.style.red("cannot write '\(app.shown(path))': \(app.shown(Self.reason(error)))"))
        }
    }

    private func restore(from path: String) async {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            output.line(app.renderer.style.red("cannot read '\(app.shown(path))': \(app.shown(Self.reason(error)))"))
            return
        }
        do {
            app.printRestoration(try await app.restore(from: data))
            app.printState()
        } catch {
            output.line(app.renderer.style.red("'\(app.shown(path))' is \(app.shown(error.message))"))
        }
    }

    /// A file error in words, without Foundation's domain and code.
    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
