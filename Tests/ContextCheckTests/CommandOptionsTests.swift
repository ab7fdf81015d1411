import Testing

@testable import ContextCheckCore

/// The one option parser of `context-check`, its check, `map` and `migrate`: the same errors,
/// the same `--help`, the same `--`, whichever command reads the command line.
@Suite("Command options")
struct CommandOptionsTests {
    static let commands: [(name: String, options: CommandOptions)] = [
        ("check", .check), ("map", .map), ("migrate", .migrate),
    ]

    @Test("An unknown option is refused by name in every command, wherever it stands")
    func unknownOption() {
        for (name, options) in Self.commands {
            #expect(options.parse(["--wirte", "App"]) == .failed("unknown option '--wirte'"), "\(name)")
            #expect(options.parse(["App", "-x"]) == .failed("unknown option '-x'"), "\(name)")
        }
        #expect(CommandOptions.migrate.parse(["--format", "dot", "App"]) == .failed("unknown option '--format'"))
        #expect(CommandOptions.check.parse(["--write", "App"]) == .failed("unknown option '--write'"))
    }

    @Test("An option that ends the command line without its value says what it needs, the same in every command")
    func missingValue() {
        for (name, options) in Self.commands {
            #expect(options.parse(["App", "--prefix"]) == .failed("--prefix needs a value"), "\(name)")
            #expect(options.parse(["--target-root"]) == .failed("--target-root needs a folder"), "\(name)")
        }
        #expect(CommandOptions.check.parse(["--target"]) == .failed("--target needs a target's name"))
        #expect(CommandOptions.map.parse(["--target"]) == .failed("--target needs a target's name"))
        #expect(CommandOptions.map.parse(["App", "-o"]) == .failed("-o needs a file"))
        #expect(CommandOptions.check.parse(["--file-list"]) == .failed("--file-list needs a file"))
    }

    @Test("--help and -h ask for help in every command, unless a wrong argument comes first")
    func help() {
        for (name, options) in Self.commands {
            #expect(options.parse(["--help"]) == .help, "\(name)")
            #expect(options.parse(["App", "-h", "--bogus"]) == .help, "\(name)")
            #expect(options.parse(["--bogus", "--help"]) == .failed("unknown option '--bogus'"), "\(name)")
        }
    }

    @Test("After --, every argument is a path, even one that looks like an option")
    func doubleDash() {
        let outcome = CommandOptions.migrate.parse(["--write", "--", "-odd name", "--help", "App"])
        guard case .parsed(let parsed) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(parsed.paths == ["-odd name", "--help", "App"])
        #expect(parsed.has("--write"))
    }

    @Test("Values keep their order, a repeated option keeps each, and an alias counts under the option's name")
    func values() {
        let outcome = CommandOptions.map.parse([
            "--storyboard", "Main", "App", "-o", "map.dot", "--storyboard", "Settings", "--prefix", "a", "--prefix",
            "b",
            "--format", "mermaid",
        ])
        guard case .parsed(let parsed) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(parsed.values("--storyboard") == ["Main", "Settings"])
        #expect(parsed.value("--output") == "map.dot")
        #expect(parsed.value("--prefix") == "b")
        #expect(parsed.value("--format") == "mermaid")
        #expect(parsed.values("--target").isEmpty && parsed.value("--project") == nil)
        #expect(parsed.paths == ["App"])

        guard case .parsed(let check) = CommandOptions.check.parse(["-q", "--json", "--target-root", "A", "B"]) else {
            Issue.record("the check's command line")
            return
        }
        #expect(check.has("--quiet") && check.has("--json") && !check.has("--list-targets"))
        #expect(check.values("--target-root") == ["A"])
        #expect(check.paths == ["B"])
    }

    @Test("A value that starts with a dash is the option's value, not an option")
    func dashValue() {
        guard case .parsed(let parsed) = CommandOptions.check.parse(["--prefix", "-ctx", "App"]) else {
            Issue.record("--prefix -ctx")
            return
        }
        #expect(parsed.value("--prefix") == "-ctx")
        #expect(parsed.paths == ["App"])
    }
}
