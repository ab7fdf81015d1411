import ContextCheckCore

/// libFuzzer's entry point: reads the input as an Objective-C file. The reader must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzObjectiveCReader(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let lines = source.utf8.count + 1
    for declared in ObjectiveCDeclarationReader.read(source: source, path: "Fuzz.m") {
        precondition(!declared.name.isEmpty && (1...lines).contains(declared.position.line), "bad class")
    }
    return 0
}
