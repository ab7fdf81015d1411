import Foundation
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

    #if os(macOS) || os(Linux)  // reads the repository's files, which a simulator does not have
        @Test("Package.swift, the Platforms article and the README name every platform at its Swift 5.5 runtime")
        func deploymentTargetsAgree() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            func read(_ path: String) throws -> String {
                try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
            let manifest = try read("Package.swift")
            let platforms = try read("Sources/PreparedContext/PreparedContext.docc/Platforms.md")
            let readme = try read("README.md")
            #expect(
                manifest.contains(
                    "platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .macCatalyst(.v15), .visionOS(.v1)]"
                ))
            #expect(
                platforms.contains(
                    "The library supports iOS 15, tvOS 15, macOS 12, Mac Catalyst 15, watchOS 8 (the engine\nonly) and "
                        + "visionOS 1 and later"))
            #expect(
                readme.contains(
                    "Platforms: iOS 15, macOS 12, Mac Catalyst 15, tvOS 15, watchOS 8 (the engine only) and"))
            for text in [manifest, platforms, readme] {
                #expect(!text.contains(".macOS(.v11)") && !text.contains("macOS 11 and later"))
                #expect(!text.contains(".watchOS(.v7)") && !text.contains("watchOS 7 and later"))
            }
        }
    #endif
}
