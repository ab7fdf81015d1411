import Foundation
import Testing

@testable import ContextCheckCore

/// The statement-level reader of prepare(for:sender:) bodies.
@Suite("PrepareBodyReader")
struct PrepareBodyReaderTests {
    /// The one prepare(for:sender:) of `body`, inside a class.
    func function(_ body: String, segue: String = "UIStoryboardSegue")
        -> (PrepareBodyReader, PrepareBodyReader.PrepareFunction)?
    {
        let source =
            "class A: UIViewController {\n    override func prepare(for segue: \(segue), sender: Any?) {\n"
            + body + "\n    }\n}\n"
        let reader = PrepareBodyReader(source: source)
        guard let found = reader.prepareFunctions().functions.first else { return nil }
        return (reader, found)
    }

    func shape(_ statements: [PrepareBodyReader.Statement], _ reader: PrepareBodyReader) -> [String] {
        statements.map { statement in
            switch statement.kind {
            case .simple: reader.texts(statement.tokens).joined(separator: " ")
            case .opaque: "opaque"
            case .ifChain(let clauses, let elseBlock): "if×\(clauses.count)" + (elseBlock == nil ? "" : "+else")
            case .guardStatement: "guard"
            case .switchStatement(_, let cases, _): "switch×\(cases.count)"
            }
        }
    }

    @Test("A body reads as an if chain, a switch with its cases, a guard and simple statements split at line ends")
    func statements() throws {
        let (reader, found) = try #require(
            function(
                """
                super.prepare(for: segue, sender: sender)
                guard let id = segue.identifier else { return }
                if id == "a" { x = 1 } else if id == "b" { x = 2 } else { x = 3 }
                switch id {
                case "c", "d": y = 1
                @unknown default: break
                }
                for item in items { print(item) }
                z = 1; w = 2
                """))
        #expect(found.segueName == "segue" && found.senderName == "sender" && !found.isAppKit)
        #expect(
            shape(found.statements, reader) == [
                "super . prepare ( for : segue , sender : sender )", "guard", "if×2+else", "switch×2", "opaque",
                "z = 1", "w = 2",
            ])
        guard case .switchStatement(_, let cases, _) = found.statements[3].kind else {
            Issue.record("not a switch")
            return
        }
        #expect(reader.texts(cases[0].patterns) == ["\"c\"", ",", "\"d\""])
        #expect(cases[1].isDefault)
    }

    @Test("A statement continues after a binary operator and before a member access, and ends after a postfix '!'")
    func continuation() throws {
        let (reader, found) = try #require(
            function(
                """
                let a = b ??
                    c
                let d = e
                    .f
                let g = h!
                let i = j
                """))
        #expect(shape(found.statements, reader) == ["let a = b ?? c", "let d = e . f", "let g = h !", "let i = j"])
    }

    @Test("An NSStoryboardSegue override is read, with its parameters' names")
    func appKit() throws {
        let source =
            "class A: NSViewController {\n override func prepare(for s: NSStoryboardSegue, sender x: Any?) {\n}\n}"
        let found = try #require(PrepareBodyReader(source: source).prepareFunctions().functions.first)
        #expect(found.isAppKit && found.segueName == "s" && found.senderName == "x")
    }

    @Test("'#if' in a body, or an unclosed bracket, makes it unreadable with the position, and nothing traps")
    func unreadable() throws {
        let (_, conditional) = try #require(function("#if DEBUG\nprint(1)\n#endif"))
        #expect(conditional.unreadable == "the body holds '#if' at 3:1")
        let source =
            "class A: UIViewController {\n override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n f(\n}\n}"
        let found = PrepareBodyReader(source: source).prepareFunctions().functions
        #expect(found.allSatisfy { $0.unreadable != nil })
    }

    @Test("Blocks nested deeper than the bound are opaque, so reading never recurses deeply")
    func depthBound() throws {
        let depth = 5000
        let body = String(repeating: "if a {\n", count: depth) + "x = 1\n" + String(repeating: "}\n", count: depth)
        let source =
            "class A: UIViewController {\n override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
            + body + "}\n}"
        let found = try #require(PrepareBodyReader(source: source).prepareFunctions().functions.first)
        // Past the bound of tokens, the body is left whole; within it, the depth bound applies.
        #expect(found.unreadable != nil)
        let (reader, shallow) = try #require(
            function(String(repeating: "if a {\n", count: 40) + "x = 1\n" + String(repeating: "}\n", count: 40)))
        var level = shallow.statements
        var levels = 0
        while case .ifChain(let clauses, _) = level.first?.kind {
            level = clauses[0].block.statements
            levels += 1
        }
        #expect(levels == PrepareBodyReader.maximumDepth)
        #expect(shape(level, reader) == ["opaque"])
    }

    @Test("Mutated fixture sources never trap the reader, the idioms or the planner, and the edits always apply")
    func mutations() throws {
        let folder = MigrationTests.idioms
        var sources: [String: String] = [:]
        for name in ["Products.swift", "Settings.swift", "Orders.swift"] {
            sources[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let board = try StoryboardReader.read(path: folder.appendingPathComponent("Main.storyboard").path)
        var random = SplitMix(seed: 22)
        let alphabet = Array("{}()[]\"\\#/*;:.,=!?\n \tabcdeif".utf8)
        for _ in 0..<150 {
            var mutated = sources
            for name in sources.keys.sorted() {
                var bytes = Array(sources[name]!.utf8)
                for _ in 0..<(1 + Int(random.next() % 6)) where !bytes.isEmpty {
                    let at = Int(random.next() % UInt64(bytes.count))
                    switch random.next() % 3 {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
                    default: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    }
                }
                mutated[name] = String(decoding: bytes, as: UTF8.self)
            }
            let plan = MigrationPlanner().plan(sources: mutated, storyboards: [board])
            for (path, edits) in plan.edits {
                let sorted = MigrationPlan.sorted(edits)
                for (first, second) in zip(sorted, sorted.dropFirst()) {
                    #expect(first.range.upperBound <= second.range.lowerBound, "overlapping edits in \(path)")
                }
            }
            _ = plan.unifiedDiff(relativeTo: "/")
        }
    }
}

extension PrepareBodyReaderTests {
    @Test("Every kept input of the migration fuzzer is planned, with its notes inside the file")
    func fuzzCorpus() throws {
        let fuzz = Paths.tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
        var inputs: [URL] = []
        for folder in ["Regressions", "Corpus"] {
            let url = fuzz.appendingPathComponent(folder).appendingPathComponent("FuzzMigration")
            inputs += (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        }
        #expect(inputs.count >= 5)
        let board = try StoryboardReader.read(
            path: MigrationTests.idioms.appendingPathComponent("Main.storyboard").path)
        for url in inputs {
            let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let plan = MigrationPlanner().plan(sources: ["/fuzz/Fuzz.swift": source], storyboards: [board])
            let lines = source.utf8.count + 1
            #expect(plan.notes.allSatisfy { (1...lines).contains($0.position.line) }, "\(url.lastPathComponent)")
        }
    }
}

/// A small deterministic generator, so that the mutations are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
