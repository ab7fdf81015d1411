import Testing

@testable import PreparedContext

@MainActor
@Suite("MismatchLog sinks")
struct MismatchLogSinkTests {
    @Test("The unified-logging subsystem and category are the documented ones")
    func unifiedLoggingNames() {
        #expect(MismatchLog.Sink.unifiedLoggingSubsystem == "org.preparedcontext.PreparedContext")
        #expect(MismatchLog.Sink.unifiedLoggingCategory == "MismatchLog")
    }
}
