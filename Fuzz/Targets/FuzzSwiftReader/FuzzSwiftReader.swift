import ContextCheckCore

/// libFuzzer's entry point: reads the input as a Swift file. The reader must never trap, and
/// report at most one syntax warning, at a position in the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftReader(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let file = SwiftDeclarationReader.read(source: source, path: "Fuzz.swift")
    precondition(file.problems.count <= 1, "more than one syntax warning")
    let lines = source.utf8.count + 1
    for problem in file.problems {
        precondition((1...lines).contains(problem.position.line) && problem.position.column >= 1, "bad position")
    }
    for declared in file.classes {
        precondition((1...lines).contains(declared.position.line), "a class outside the file")
    }
    return 0
}
