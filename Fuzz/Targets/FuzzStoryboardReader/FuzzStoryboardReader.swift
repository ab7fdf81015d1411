import ContextCheckCore
import Foundation

/// libFuzzer's entry point: reads the input's bytes as a storyboard. The reader must never
/// trap: it returns a storyboard or one error, at a position in the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardReader(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Data(bytes: $0, count: count) } ?? Data()
    do {
        let storyboard = try StoryboardReader.read(data: bytes, path: "Fuzz.storyboard")
        for (_, segue) in storyboard.segues {
            precondition(segue.position.line >= 1 && segue.position.line <= count + 1, "a segue outside the file")
        }
    } catch {
        precondition(error.position.line >= 1 && error.position.line <= count + 1, "an error outside the file")
        precondition(error.message.contains("To fix"), "an error without its fix")
    }
    return 0
}
