import Distributed
import Testing

@testable import PreparedContext

/// A distributed actor that declares a prefixed property, as a source or a destination: it
/// conforms to `DistributedActor`, not to `Actor`, so a conformance test misses it.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
distributed actor RemoteInbox {
    typealias ActorSystem = LocalTestingDistributedActorSystem
    let prepCtxTitle = "remote"
    @Prepared var prepCtxCount: Int?
}

final class PlainInboxDestination {
    @Prepared var prepCtxTitle: String?
}

final class PlainInboxSource {
    let prepCtxCount = 3
}

@MainActor
@Suite("A distributed actor is refused")
struct DistributedActorTests {
    @Test("The class metadata says a distributed actor is an actor, and a plain class is not")
    func metadataSaysActor() throws {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return }
        #expect(!(RemoteInbox.self is any Actor.Type), "the conformance test that missed it")
        #expect(Isolation.isActor(RemoteInbox.self))
        #expect(Isolation.isActor(FixtureActor.self))
        #expect(!Isolation.isActor(PlainInboxSource.self))
        #expect(!Isolation.isActor(Int.self))
        #expect(!Isolation.isActor(String?.self))
    }

    @Test("A distributed actor as the source is refused before anything is read")
    func distributedSourceRefused() throws {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return }
        let remote = RemoteInbox(actorSystem: LocalTestingDistributedActorSystem())
        let destination = PlainInboxDestination()
        let report = try ContextPropagation.propagate(
            from: remote, to: destination, options: PreparationOptions(policy: .ignore, log: MismatchLog()))
        #expect(report.failures.map(\.code) == [.isolatedObject])
        #expect(report.failures.first?.description.contains("RemoteInbox is an actor") == true)
        #expect(destination.prepCtxTitle == nil)
    }

    @Test("A distributed actor as the destination is refused")
    func distributedDestinationRefused() throws {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return }
        let remote = RemoteInbox(actorSystem: LocalTestingDistributedActorSystem())
        let report = try ContextPropagation.propagate(
            from: PlainInboxSource(), to: remote, options: PreparationOptions(policy: .ignore, log: MismatchLog()))
        #expect(report.failures.map(\.code) == [.isolatedObject])
        #expect(ContextPropagation.missingRequiredValues(in: remote).map(\.code) == [.isolatedObject])
    }
}

/// A plain actor, for comparison.
actor FixtureActor {
    let prepCtxTitle = "actor"
}
