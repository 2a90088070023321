import Foundation
import Testing

/// docs/CLI.md shows real output; these tests run each example again so that it cannot rot.
@Suite("docs/CLI.md shows what the tool prints")
struct CLIGuideTests {
    struct Example: CustomStringConvertible {
        let arguments: [String]
        let output: String
        let status: Int32
        var description: String { arguments.joined(separator: " ") }
    }

    /// Every `$ waypoint …` example followed by its output and `# exit status N`, whose files are
    /// in the repository.
    static let examples: [Example] = {
        let url = ShopManifest.root.appendingPathComponent("docs/CLI.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        var command: [String]?
        var output: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("$ waypoint ") {
                command = words(String(line.dropFirst("$ waypoint ".count)))
                output = []
            } else if let current = command, line.hasPrefix("# exit status "), let status = Int32(line.dropFirst("# exit status ".count)) {
                examples.append(Example(arguments: current, output: output.map { $0 + "\n" }.joined(), status: status))
                command = nil
            } else if line == "```" {
                command = nil
            } else if command != nil {
                output.append(line)
            }
        }
        return examples.filter { example in
            example.arguments.allSatisfy { !$0.hasSuffix(".json") || FileManager.default.fileExists(atPath: ShopManifest.root.appendingPathComponent($0).path) }
        }
    }()

    /// Splits a command line on spaces, honouring single quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false
        for character in line {
            if character == "'" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test("the guide has examples of every command")
    func coverage() {
        let commands = Set(Self.examples.compactMap(\.arguments.first))
        #expect(commands.isSuperset(of: ["resolve", "lint", "aasa", "graph"]), "\(commands)")
    }

    @Test("each example prints what the guide shows, with the exit status it shows", arguments: examples)
    func example(_ example: Example) throws {
        let result = try Executable.run(example.arguments)
        #expect(result.status == example.status)
        #expect(result.standardOutput + result.standardError == example.output)
    }
}
