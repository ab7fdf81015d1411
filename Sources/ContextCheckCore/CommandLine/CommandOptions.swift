/// The options of one `context-check` command, and the one parser all three commands — the
/// check, `map` and `migrate` — read their command lines with: the same errors, the same
/// `--help`, the same `--`.
///
/// ```swift
/// switch CommandOptions.migrate.parse(["--prefix"]) {
/// case .failed(let message): print(message)  // "--prefix needs a value"
/// case .help, .parsed: break
/// }
/// ```
///
/// What an option means stays with its command: the parser only splits the command line into
/// flags, values and paths.
public struct CommandOptions: Sendable {
    /// One option: its names and, if it takes a value, what that value is.
    public struct Option: Sendable {
        /// Its names, the first one the name it is known by (`--output`, then `-o`).
        public let names: [String]
        /// What its value is, for the error when the value is missing (`"a folder"`); `nil`
        /// for a flag.
        public let value: String?

        /// An option that takes no value.
        ///
        /// - Parameter names: Its names, the first one the name it is known by.
        public static func flag(_ names: String...) -> Option {
            Option(names: names, value: nil)
        }

        /// An option followed by a value.
        ///
        /// - Parameters:
        ///   - names: Its names, the first one the name it is known by.
        ///   - value: What the value is, as the error says when it is missing: `"a folder"`.
        public static func value(_ names: String..., needs value: String) -> Option {
            Option(names: names, value: value)
        }
    }

    /// What a command line says, by option name (each option's first name).
    public struct Parsed: Sendable, Equatable {
        /// The flags given.
        public var flags: Set<String> = []
        /// The values given to each option, in the order given.
        public var values: [String: [String]] = [:]
        /// The arguments that are no option, in order, and every argument after `--`.
        public var paths: [String] = []

        /// Whether the flag `name` was given.
        ///
        /// - Parameter name: The option's first name.
        /// - Returns: Whether it was given.
        public func has(_ name: String) -> Bool { flags.contains(name) }

        /// The last value given to `name`, or `nil` when it was not given.
        ///
        /// - Parameter name: The option's first name.
        /// - Returns: The value.
        public func value(_ name: String) -> String? { values[name]?.last }

        /// Every value given to `name`, in order, for an option that may repeat.
        ///
        /// - Parameter name: The option's first name.
        /// - Returns: The values; empty when none was given.
        public func values(_ name: String) -> [String] { values[name] ?? [] }
    }

    /// The result of reading a command line.
    public enum Outcome: Sendable, Equatable {
        /// The command line, split.
        case parsed(Parsed)
        /// `--help` or `-h`: print the usage and stop, successfully.
        case help
        /// The command line is wrong: the message, which names the argument at fault.
        case failed(String)
    }

    /// The options the command accepts, `--help` and `--` aside.
    public let options: [Option]

    /// The options of one command.
    ///
    /// - Parameter options: The options it accepts; `--help`, `-h` and `--` are always known.
    public init(_ options: [Option]) {
        self.options = options
    }

    /// Splits `arguments` into flags, values and paths.
    ///
    /// The arguments are read in order: `--help` or `-h` asks for help, unless an error comes
    /// first; everything after `--` is a path; an argument that starts with `-` and names no
    /// option is an error, as is an option that needs a value and ends the command line.
    ///
    /// - Parameter arguments: The command line after the command's name.
    /// - Returns: What it says, a request for help, or what is wrong with it.
    public func parse(_ arguments: some Sequence<String>) -> Outcome {
        var arguments = Array(arguments)[...]
        var parsed = Parsed()
        while let argument = arguments.popFirst() {
            if argument == "--" {
                parsed.paths += arguments
                break
            }
            if argument == "--help" || argument == "-h" { return .help }
            guard argument.hasPrefix("-") else {
                parsed.paths.append(argument)
                continue
            }
            guard let option = options.first(where: { $0.names.contains(argument) }), let name = option.names.first
            else {
                return .failed("unknown option '\(argument)'")
            }
            guard let needs = option.value else {
                parsed.flags.insert(name)
                continue
            }
            guard let value = arguments.popFirst() else { return .failed("\(argument) needs \(needs)") }
            parsed.values[name, default: []].append(value)
        }
        return .parsed(parsed)
    }
}

extension CommandOptions.Option {
    /// `--prefix PREFIX`, the marker prefix of classes that set none.
    static let prefix = value("--prefix", needs: "a value")
    /// `--target-root FOLDER`, a folder holding one target's files (repeatable).
    static let targetRoot = value("--target-root", needs: "a folder")
    /// `--project PROJECT`, an .xcodeproj, .xcworkspace, Package.swift or their folder.
    static let project = value("--project", needs: "a project or its folder")
    /// `--target NAME`, a target of the project.
    static let target = value("--target", needs: "a target's name")
    /// `--json`, machine-readable output.
    static let json = flag("--json")
}

extension CommandOptions {
    /// `context-check [options] PATH…`: the check.
    public static let check = CommandOptions([
        .json, .flag("--quiet", "-q"), .flag("--list-targets"), .prefix, .targetRoot,
        .value("--touch", needs: "a file"), .value("--file-list", needs: "a file"), .project, .target,
    ])

    /// `context-check map [options] PATH…`: the context map.
    public static let map = CommandOptions([
        .value("--format", needs: "a format (dot or mermaid)"), .value("--storyboard", needs: "a storyboard's name"),
        .target, .value("--from", needs: "a scene"), .value("--output", "-o", needs: "a file"), .prefix, .targetRoot,
        .project,
    ])

    /// `context-check migrate [options] PATH…`: the migration.
    public static let migrate = CommandOptions([
        .flag("--write"), .json, .prefix, .targetRoot, .value("--partial-branches", needs: "shorter or always"),
        .value("--explain", needs: "a FILE:LINE"),
    ])
}
