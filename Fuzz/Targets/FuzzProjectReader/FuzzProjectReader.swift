import ContextCheckCore

/// libFuzzer's entry point: reads the input as a `project.pbxproj` and as a `Package.swift`.
/// Neither reader may trap, and both stay linear (libFuzzer's timeout catches a blow-up).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProjectReader(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let read = ProjectReaders.read(bytes)
    precondition(read.targets >= 0 && read.packageTargets >= 0, "bad count")
    return 0
}
