// context-check map: the context map, drawn from the check's own model of the app.
//
//     context-check map [--format dot|mermaid] [--storyboard NAME]… [--target NAME]… [--from SCENE]…
//                       [-o FILE] [--prefix PREFIX] [--target-root FOLDER]… [--project PROJECT] [PATH…]
//
// Reads the same files as the check, checks them, and prints (or writes to FILE) the map: scenes,
// segues, the keys along each and where they come from, and every diagnostic marked where it is.
// Exit status: 0 when the map was written (whatever the check found), 1 when FILE cannot be
// written, 2 for a usage error.
import ContextCheckCore
import Foundation

let mapUsage = """
    usage: context-check map [--format dot|mermaid] [--storyboard NAME]… [--target NAME]… [--from SCENE]…
                             [-o FILE] [--prefix PREFIX] [--target-root FOLDER]… [--project PROJECT] [PATH…]
      --format dot|mermaid  Graphviz DOT (render with dot -Tsvg, the default) or a Mermaid flowchart
      --storyboard NAME     only this storyboard (its name, or the end of its path); repeatable
      --target NAME         only the storyboards this target builds (an Xcode target or a package's); repeatable
      --from SCENE          only what this scene leads to (a class, a Storyboard ID or an object id); repeatable
      -o, --output FILE     write the map to FILE instead of printing it
      --prefix PREFIX       the marker prefix of classes that set none (default prepCtx)
      --target-root FOLDER  a folder holding one target's files (repeatable)
      --project PROJECT     an .xcodeproj, .xcworkspace, Package.swift or their folder: read whole, as the check does
    exit status: 0 map written (whatever the check found), 1 FILE cannot be written, 2 usage error
    """

/// `context-check map`: checks the files and draws the map.
func map(_ arguments: ArraySlice<String>) -> Never {
    let options = parse(arguments, .map, usage: mapUsage)
    var format = ContextMap.Format.dot
    if let name = options.value("--format") {
        guard let chosen = ContextMap.Format(rawValue: name) else {
            fail("unknown format '\(name)'; use dot or mermaid", usage: mapUsage)
        }
        format = chosen
    }
    var narrowing = ContextMap.Narrowing()
    narrowing.storyboards = options.values("--storyboard")
    narrowing.targets = options.values("--target")
    narrowing.from = options.values("--from")
    let output = options.value("--output")
    let prefix = options.value("--prefix") ?? "prepCtx"
    let paths = options.paths
    let targetRoots = options.values("--target-root")
    let project = options.value("--project")
    guard !paths.isEmpty || project != nil else { fail("no path given", usage: mapUsage) }
    // The same model of the app as the check's (its targets, bundles, modules and configuration).
    let model = AppModel.build(paths: paths, targetRoots: targetRoots, project: project)
    let result = ContractChecker(prefix: prefix).check(model)
    let map = ContextMap(result, narrowing: narrowing)
    let text = map.render(format)
    if let output {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            FileHandle.standardError.write(
                Data(
                    "context-check: cannot write the map to \(output) (\(error)). To fix, check the folder exists and is writable\n"
                        .utf8))
            exit(ExitStatus.foundErrors.rawValue)
        }
    } else {
        print(text, terminator: "")
    }
    let counts = map.findingCounts
    var summary = result.summary + "; the map marks \(counts.marked)"
    if counts.elsewhere > 0 { summary += " (\(counts.elsewhere) about parts it leaves out)" }
    if map.isEmpty { summary += "; nothing to draw: no scene matches the narrowing" }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
    exit(ExitStatus.clean.rawValue)
}
