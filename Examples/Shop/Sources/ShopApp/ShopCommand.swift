import Foundation
import ShopRoutes

/// What `swift run shop` does with its arguments.
public enum ShopCommand {
    /// The usage text.
    public static let usage = """
        usage: shop                    play the scripted tour (exits 0 when every step went as expected)
               shop --interactive      type commands: open, push, tap, back, dismiss, sign-in, … (try 'help')
               shop -i --ipad          the same on an iPad: a split view, size compact|regular, windows
               shop export-manifest    print the route manifest (Examples/Shop/routes.json)
               shop --help             this text
        """

    /// Runs the command the arguments name.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - output: Where to write; standard output by default.
    ///   - style: Colours or plain text; decided from standard output and `NO_COLOR` by default.
    ///   - readLine: Where interactive mode reads lines from; standard input by default.
    /// - Returns: The exit status: 0 on success, 1 when the tour or the export failed, 64 for
    ///   arguments it does not understand.
    @MainActor
    public static func run(
        arguments: [String],
        output: (any ShopOutput)? = nil,
        style: TerminalStyle? = nil,
        readLine: (() -> String?)? = nil
    ) async -> Int32 {
        let output = output ?? StandardOutput()
        let style = style ?? TerminalStyle.forStandardOutput(environment: ProcessInfo.processInfo.environment)
        switch arguments {
        case []:
            return await ShopTour(output: output, style: style).run().exitCode
        case ["--interactive"], ["-i"], ["--interactive", "--ipad"], ["-i", "--ipad"]:
            let console: ShopConsole
            do {
                console = try ShopConsole(
                    output: output, style: style, layout: arguments.last == "--ipad" ? .iPad : .phone)
            } catch {
                output.problem("shop: cannot start: \(error)")
                return 1
            }
            let prompt = isatty(STDIN_FILENO) != 0 ? "shop> " : nil
            await console.run(prompt: prompt, readLine: readLine ?? { Swift.readLine(strippingNewline: true) })
            return 0
        case ["export-manifest"], ["--export-manifest"]:
            do {
                output.prompt(try ShopManifest.json())
                return 0
            } catch {
                output.problem("shop: \(error)")
                return 1
            }
        case ["--help"], ["-h"], ["help"]:
            output.line(usage)
            return 0
        default:
            output.problem("shop: unexpected arguments '\(arguments.joined(separator: " "))'")
            output.problem(usage)
            return 64
        }
    }
}
