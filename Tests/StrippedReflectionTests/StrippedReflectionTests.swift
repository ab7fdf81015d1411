import MetadataStrippedFixtures
import NamesStrippedFixtures
import PreparedContext
import Testing

/// A destination compiled with reflection names, to receive from the stripped fixtures.
final class ReceivingDetail {
    @Prepared var prepCtxUser: String?
    @Prepared var prepCtxTheme: String?
}

/// A controller of this (named) module whose framework superclass has stripped names.
final class AppControllerOnStrippedBase: NamesStrippedFrameworkBase {
    @Prepared var prepCtxUser: String?
}

/// A source compiled with reflection names.
final class NamedSource {
    let prepCtxUser = "ada"
}

@MainActor
@Suite("Modules built with reflection names or metadata stripped")
struct StrippedReflectionTests {
    @Test(
        "A destination whose module has no reflection names gets a typed error once per type, in the report and the log"
    )
    func strippedDestination() throws {
        let log = MismatchLog(capacity: 10, sink: .none)
        let options = PreparationOptions(log: log)
        let detail = NamesStrippedDetail()
        let first = try ContextPropagation.propagate(from: NamesStrippedInbox(), to: detail, options: options)
        #expect(first.failures.map(\.code) == [.reflectionMetadataStripped, .reflectionMetadataStripped])
        #expect(first.failures.map(\.key) == ["NamesStrippedInbox", "NamesStrippedDetail"])
        let error = try #require(first.failures.last)
        #expect(error.destinationType == "NamesStrippedDetail")
        #expect(error.description.contains("SWIFT_REFLECTION_METADATA_LEVEL"))
        #expect(error.description.contains("-disable-reflection-names"))
        #expect(error.description.hasSuffix("(or its package's unsafeFlags)."))
        #expect(first.deliveries.isEmpty)
        #expect(detail.prepCtxUser == nil)
        #expect(log.entries.map(\.error.code) == [.reflectionMetadataStripped, .reflectionMetadataStripped])

        let second = try ContextPropagation.propagate(
            from: NamesStrippedInbox(), to: NamesStrippedDetail(), options: options)
        #expect(second.failures.isEmpty)
        #expect(second.deliveries.isEmpty)
        #expect(log.entries.count == 2)
    }

    @Test("A struct source whose module has no reflection names is reported, and nothing is matched by an empty name")
    func strippedStructSource() throws {
        let detail = ReceivingDetail()
        let report = try ContextPropagation.propagate(
            from: NamesStrippedSettings(), to: detail, options: PreparationOptions(log: MismatchLog(sink: .none)))
        #expect(report.failures.map(\.code) == [.reflectionMetadataStripped])
        #expect(report.failures.first?.key == "NamesStrippedSettings")
        #expect(report.failures.first?.sourceType == "NamesStrippedSettings")
        #expect(detail.prepCtxTheme == nil)
    }

    @Test("A struct source whose module has no reflection metadata at all is reported as such")
    func metadataStrippedStruct() throws {
        let report = try ContextPropagation.propagate(
            from: MetadataStrippedSettings(), to: ReceivingDetail(),
            options: PreparationOptions(log: MismatchLog(sink: .none)))
        let error = try #require(report.failures.first)
        #expect(error.code == .reflectionMetadataStripped)
        #expect(error.description.contains("-disable-reflection-metadata"))
        #expect(error.description.contains("\"None\""))
    }

    @Test("A framework superclass with stripped names and no slot does not stop delivery to a named subclass")
    func strippedFrameworkSuperclass() throws {
        let destination = AppControllerOnStrippedBase()
        let report = try ContextPropagation.propagate(
            from: NamedSource(), to: destination, options: PreparationOptions(log: MismatchLog(sink: .none)))
        #expect(report.failures.isEmpty)
        #expect(destination.prepCtxUser == "ada")
    }
}
