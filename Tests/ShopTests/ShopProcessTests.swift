import Foundation
import Testing

/// Runs the built `shop` executable, as a user would.
@Suite("shop, the executable, end to end")
struct ShopProcessTests {
    /// The built `shop` executable, next to the test binary.
    static func executable() throws -> URL {
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let testBinary = Bundle.main.executableURL { directories.append(testBinary.deletingLastPathComponent()) }
        for directory in directories {
            let candidate = directory.appendingPathComponent("shop")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ShopNotBuilt(searched: directories.map(\.path))
    }

    struct ShopNotBuilt: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "no built 'shop' executable in \(searched); run 'swift build' first" }
    }

    /// Runs `shop` with arguments and standard input; returns its exit status and output.
    static func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String, errors: String)
    {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self)
        )
    }

    @Test("`shop --interactive` reads commands from a pipe, explains a bad one, and quits with 0")
    func interactive() throws {
        let (status, output, errors) = try Self.run(
            ["--interactive"], input: "open shop://catalog/shoes\nbogus\nquit\n")
        #expect(status == 0)
        #expect(errors.isEmpty)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("→ push catalog.category(shoes) onto Shop"))
        #expect(lines.contains("outcome  completed: catalog.category"))
        #expect(lines.contains("▸ Shop*   home › catalog.category(shoes)"))
        #expect(lines.contains("unknown command 'bogus'; try 'help'"))
        #expect(!output.contains("shop> "), "no prompt when standard input is a pipe")
    }

    @Test("`shop` plays the tour and exits 0")
    func tour() throws {
        let (status, output, _) = try Self.run([])
        #expect(status == 0)
        for line in [
            "━━ 1 · Cold start: a product link arrives before the screen is ready",
            "━━ 8 · Saved, relaunched and restored",
            "outcome  rejected: sourceNotAllowed: route 'checkout' does not accept custom-scheme links; it accepts: in-app, universal-link",
            "✓ tour complete: 13 of 13 steps went as expected",
        ] {
            #expect(output.contains(line + "\n"), "missing line: \(line)")
        }
        #expect(!output.contains("\u{1B}["), "no colour through a pipe")
    }

    @Test("`shop export-manifest` prints the checked-in manifest; unknown arguments exit 64")
    func arguments() throws {
        let manifest = try String(
            contentsOf: packageRoot.appendingPathComponent("Examples/Shop/routes.json"), encoding: .utf8)
        let exported = try Self.run(["export-manifest"])
        #expect(exported.status == 0)
        #expect(exported.output == manifest)
        let wrong = try Self.run(["--frobnicate"])
        #expect(wrong.status == 64)
        #expect(wrong.errors.hasPrefix("shop: unexpected arguments '--frobnicate'\nusage: shop"))
    }
}
