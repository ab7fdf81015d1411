import Testing

@testable import PreparedContext

@MainActor
@Suite("SegueValues")
struct SegueValuesTests {
    @Test("An optional holding a value is passed as the value, with no 'as Any'")
    func optionalValue() {
        let kiosk = AuctionKiosk()
        let sale = SaleScreen()
        let report = propagate(from: kiosk, to: sale, sender: kiosk.showSale())
        #expect(report.failures.isEmpty)
        #expect(sale.prepCtxSaleArtwork == Artwork(title: "Sunflowers"))
        #expect(sale.highlight == Lot(number: 7))
    }

    @Test("A bare nil is delivered as nil into an optional slot, and counts as a delivery")
    func nilIntoOptional() {
        let sale = BidScreen()
        sale.highlight = Lot(number: 1)
        let report = propagate(from: EmptySource(), to: sale, sender: ["highlight": nil, "bidder": nil] as SegueValues)
        #expect(report.failures.isEmpty)
        #expect(sale.highlight == nil)
        #expect(sale.$highlight.delivery?.channel == .sender)
        #expect(sale.bidder == nil)
        #expect(sale.$bidder.isDelivered)
        #expect(ContextPropagation.missingRequiredValues(in: sale).isEmpty)
    }

    @Test("A nil passed to a non-optional slot is refused as nilValue and the slot keeps its value")
    func nilIntoNonOptional() {
        let sale = SaleScreen()
        let report = propagate(from: EmptySource(), to: sale, sender: ["saleArtwork": nil] as SegueValues)
        #expect(report.failures.map(\.code) == [.nilValue])
        #expect(report.failures.first?.key == "prepCtxSaleArtwork")
        #expect(!sale.$prepCtxSaleArtwork.isDelivered)
    }

    @Test("An empty optional added with add(_:forKey:) passes explicitly no value")
    func addNil() {
        let sale = SaleScreen()
        var values = SegueValues()
        let noLot: Lot? = nil
        values.add(Artwork(title: "Irises"), forKey: "saleArtwork")
        values.add(noLot, forKey: "highlight")
        let report = propagate(from: EmptySource(), to: sale, sender: values)
        #expect(report.failures.isEmpty)
        #expect(sale.$highlight.isDelivered)
        #expect(sale.highlight == nil)
    }

    @Test("A key without the destination's prefix reaches the prefixed slot and is not unknown")
    func keyWithoutPrefix() {
        let sale = SaleScreen()
        let report = propagate(
            from: EmptySource(), to: sale, sender: ["saleArtwork": Artwork(title: "Irises")] as SegueValues)
        #expect(report.failures.filter { $0.code == .unknownKey }.isEmpty)
        #expect(sale.prepCtxSaleArtwork == Artwork(title: "Irises"))
        #expect(report.deliveries.first { $0.key == "prepCtxSaleArtwork" }?.channel == .sender)
    }

    @Test("A slot whose key is the unprefixed key itself takes the value, not the prefixed one")
    func exactKeyWins() {
        let screen = CatalogScreen()
        let report = propagate(from: EmptySource(), to: screen, sender: ["lot": Lot(number: 3)] as SegueValues)
        #expect(report.failures.isEmpty)
        #expect(screen.lot == Lot(number: 3))
        #expect(screen.prepCtxLot == nil)
        #expect(!screen.$prepCtxLot.isDelivered)
    }

    @Test("Passing a key both with and without the prefix is ambiguous, and neither is delivered")
    func bothFormsAmbiguous() {
        let sale = SaleScreen()
        let report = propagate(
            from: EmptySource(), to: sale,
            sender: ["saleArtwork": Artwork(title: "A"), "prepCtxSaleArtwork": Artwork(title: "B")] as SegueValues)
        let ambiguous = report.failures.filter { $0.code == .ambiguousSource }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.detail == "the sender passes it as 'prepCtxSaleArtwork' and 'saleArtwork'")
        #expect(report.failures.filter { $0.code == .unknownKey }.isEmpty)
        #expect(!sale.$prepCtxSaleArtwork.isDelivered)
    }

    @Test("A misspelt key is still unknown, prefixed or not")
    func misspeltKey() {
        let sale = SaleScreen()
        let report = propagate(
            from: EmptySource(), to: sale,
            sender: ["saleArtwork": Artwork(title: "A"), "saleArtwrk": Artwork(title: "B")] as SegueValues)
        #expect(report.failures.map(\.code) == [.unknownKey])
        #expect(report.failures.first?.key == "saleArtwrk")
    }

    @Test("A lazy value is produced once the slot takes it, under a prefix-less key; nil passes no value")
    func lazyValueProduced() {
        let sale = SaleScreen()
        var made: [String] = []
        var values = SegueValues()
        values.addLazily(forKey: "saleArtwork") {
            made.append("artwork")
            return Artwork(title: "Irises")
        }
        values.addLazily(forKey: "highlight", onSegue: "test") {
            made.append("highlight")
            return nil
        }
        values.addLazily(forKey: "highlight", onSegue: "other") {
            made.append("other")
            return Lot(number: 1)
        }
        #expect(values.keys == ["saleArtwork", "highlight", "highlight"])
        let report = propagate(from: EmptySource(), to: sale, sender: values)
        #expect(report.failures.isEmpty, "the value for another segue is not there at all: \(report.failures)")
        #expect(made == ["artwork", "highlight"])
        #expect(sale.prepCtxSaleArtwork == Artwork(title: "Irises"))
        #expect(sale.$highlight.isDelivered)
        #expect(sale.highlight == nil)
    }
}

// MARK: - Fixtures: an auction kiosk

private struct Artwork: Equatable {
    var title: String
}

private struct Lot: Equatable {
    var number: Int
}

private final class AuctionKiosk {
    let artwork = Artwork(title: "Sunflowers")
    var selectedLot: Lot? = Lot(number: 7)

    /// The values of the kiosk's `showSale` segue, as its hook or `performSegue` would pass them.
    func showSale() -> SegueValues {
        ["saleArtwork": artwork, "highlight": selectedLot]
    }
}

private final class SaleScreen {
    @Prepared var prepCtxSaleArtwork: Artwork
    @Prepared var highlight: Lot?
}

private final class BidScreen {
    @Prepared var highlight: Lot?
    @Prepared(required: true) var bidder: String? = nil
}

private final class CatalogScreen {
    @Prepared var lot: Lot?
    @Prepared var prepCtxLot: Lot?
}
