import Foundation
import ShopRoutes
public import Waypoint

/// What the Shop prints around each request: the entry, the outcome, the state.
extension ShopApplication {
    /// A labelled line: `entry    universal-link https://…`.
    public func printLine(_ label: String, _ text: String) {
        output.line(renderer.style.dim(label.padding(toWidth: 8)) + " " + text)
    }

    /// Where a request came from and what it carried.
    public func printEntry(_ source: LinkSource, _ text: String) {
        printLine("entry", "\(source) \(shown(text))")
    }

    /// A request's outcome, coloured by what it means.
    public func printOutcome(_ outcome: NavigationOutcome) {
        printLine("outcome", paint(shown(outcome.description), code: outcome.code))
    }

    /// How a request that waited ended when it was replayed.
    public func printReplay(_ event: NavigationEvent) {
        let route = event.route.map { " " + shown($0.rawValue) } ?? ""
        let code = event.outcome ?? "unknown"
        printLine("resumed", "#\(event.request)\(route) → " + paint(code, code: code))
    }

    /// What a restoration kept and what it dropped, and why.
    public func printRestoration(_ report: RestorationReport) {
        guard !report.startedFresh else {
            printLine("restored", "nothing: the saved tabs differ from the app's")
            return
        }
        let dropped = report.dropped.map { shown("\($0.entry.route) (\($0.reason))") }
        printLine(
            "restored",
            "\(report.state.entries.count) entries, dropped "
                + (dropped.isEmpty ? "none" : dropped.joined(separator: ", ")))
    }

    /// The state tree, then the screen on top and any waiting requests; on the iPad, each window's.
    public func printState() {
        guard let windows else { return printTree(of: manager, in: terminal, indent: "") }
        printWindows(windows)
    }

    /// One navigation's state tree, screen on top and waiting requests, each line indented.
    func printTree(of manager: NavigationManager<ShopScreen>, in terminal: TerminalContainer, indent: String) {
        for line in renderer.render(manager.state) { output.line(indent + line) }
        if let topScreen = manager.state.topEntry.flatMap({ terminal.screens[$0.id] }) {
            output.line(indent + "  " + renderer.style.dim("screen") + " " + shown(topScreen.summary))
        }
        let waiting = manager.pendingCount
        if waiting > 0 {
            output.line(
                indent + "  " + renderer.style.yellow("waiting") + " \(waiting) request\(waiting == 1 ? "" : "s")")
        }
    }

    /// Text that came from outside — a link, a route id typed at the prompt, a saved file — as it
    /// may reach the terminal: control and format characters escaped (`\u{1B}`), long text clipped.
    func shown(_ text: String) -> String { DisplayText.escaped(text) }

    private func paint(_ text: String, code: String) -> String {
        let style = renderer.style
        switch code {
        case "completed", "performedAction": return style.green(text)
        case "redirected", "deferred", "handedOff": return style.yellow(text)
        default: return style.red(text)
        }
    }
}

extension String {
    /// The string, with spaces added up to `width` characters.
    func padding(toWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
