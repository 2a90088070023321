import Foundation
import Testing

@Suite("README")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(
        "every Swift example in the README is a file that the package compiles",
        arguments: ["Examples/QuickStart/main.swift", "Examples/Adopter/main.swift"])
    func examplesAreCompiled(path: String) throws {
        let readme = try Self.text("README.md")
        let example = try Self.text(path)
        #expect(readme.contains("```swift\n" + example + "```"), "the README does not quote \(path) verbatim")
    }

    @Test("the products table lists every library and executable product the package declares")
    func productsTable() throws {
        let readme = try Self.text("README.md")
        let manifest = try Self.text("Package.swift")
        let declared = manifest.components(separatedBy: ".library(name: \"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(declared.contains("Waypoint"))
        for product in declared + ["waypoint"] {
            #expect(readme.contains("| `\(product)`"), "the README's products table does not list \(product)")
        }
    }

    @Test("the README's `waypoint` example is one that docs/CLI.md shows and its tests run")
    func cliExample() throws {
        let readme = try Self.text("README.md")
        let guide = try Self.text("docs/CLI.md")
        let blocks = readme.components(separatedBy: "```console\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(guide.contains(block + "# exit status "), "docs/CLI.md does not show: \(block)")
        }
    }

    @Test("the README's install line is the one the samples check builds, and says the licence")
    func installLine() throws {
        let readme = try Self.text("README.md")
        let script = try Self.text("Scripts/samples-check.sh")
        let line = #".package(url: "https://github.com/waypoint-swift/Waypoint", from: "0.1.0")"#
        #expect(readme.contains(line))
        #expect(script.contains(#"https://github.com/waypoint-swift/Waypoint"#))
        #expect(readme.contains("[MIT licence](LICENSE)"))
    }
}
