import Testing

@testable import PreparedContext

@Suite("The runtime's field metadata: the probe and the platform")
struct ReflectionAvailabilityTests {
    @Test("The runtime answers the probe types' field count, names, offsets and ownership as expected")
    func probeAgrees() {
        let answers = FieldMetadata.probeAnswers()
        let expected = FieldMetadata.expectedProbeAnswers
        #expect(answers.structFields == expected.structFields)
        #expect(answers.classFields == expected.classFields)
        #expect(answers.structFields.map(\.name) == ["count", "owner", "flag"])
        #expect(FieldMetadata.runtimeRefusal == nil)
    }

    @Test("A runtime that answers the probe otherwise gets a typed error naming the platform and OS version")
    func disagreementIsRefused() throws {
        var answers = FieldMetadata.probeAnswers()
        answers.structFields[1].isStrong = true
        let platform = FieldMetadata.platformDescription
        let error = try #require(FieldMetadata.verify(answers, platform: platform))
        #expect(error.code == .unsupportedRuntime)
        #expect(error.description.contains(platform))
        #expect(error.description.contains("owner@8,"))
        #expect(error.description.contains("owner@8 weak"))
        #expect(error.description.hasSuffix("until then pass context by hand."))

        let none = try #require(FieldMetadata.verify(([], []), platform: platform))
        #expect(none.actualType == "no fields")
    }

    @Test("The platform is named with its OS version")
    func platformDescription() {
        let platform = FieldMetadata.platformDescription
        #if os(Linux)
            #expect(platform.hasPrefix("Linux "))
        #endif
        #expect(platform.contains { $0.isNumber })
    }

    @Test("A field's record is read from a buffer larger than the runtime's struct")
    func recordBuffer() {
        #expect(RuntimeFieldRecord.bufferSize >= 4 * 3 * MemoryLayout<Int>.size)
        let record = RuntimeFieldRecord.read(FieldMetadataProbe.self, index: 2)
        #expect(record.name == "flag")
        #expect(ObjectIdentifier(record.type) == ObjectIdentifier(UInt8.self))
        #expect(record.isStrong)
        #expect(!record.isVar)
    }
}
