import UIKit

/// A badge that a code may fail to make.
struct Badge {
    var code: String

    init?(code: String) {
        guard !code.isEmpty else { return nil }
        self.code = code
    }
}

/// A seat whose failable initializer comes from an extension, with a defaulted parameter.
struct Seat {
    var row: Int
    var letter: String
}

extension Seat {
    init!(row: Int, strict: Bool = true) {
        guard row > 0 || !strict else { return nil }
        self.init(row: row, letter: "A")
    }
}

/// Something made from a number by a protocol extension's failable initializer.
protocol Numbered {
    init()
}

extension Numbered {
    init?(number: Int) {
        guard number >= 0 else { return nil }
        self.init()
    }
}

struct Voucher: Numbered {}

/// A counter whose superclass fails to initialize without a start.
class Tally {
    var count = 0

    init?(start: Int = 0) {
        guard start >= 0 else { return nil }
        count = start
    }
}

final class Counter: Tally {}

/// A stamp: the ticket screen's own `Stamp` is a number.
struct Stamp {
    var ink = "blue"
}

/// A capitalised function, not a type.
// swift-format-ignore: AlwaysUseLowerCamelCase
func Heading() -> String { "Ticket" }

/// A screen built on UIKit's controller, whose initializers the sources do not show.
final class CoachViewController: UIViewController {}

/// A generic box, whose parameter the type's arguments give.
struct Box<Item> {
    var item: Item?
}

/// Stays: no initial value below proves its type exactly.
final class BookingViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowTicket" {
            let ticket = segue.destination as! TicketViewController
            ticket.link = URL(string: "https://example.com/ticket")
            ticket.badge = Badge(code: "VIP")
            ticket.seat = Seat(row: 2, letter: "C")
            ticket.voucher = Voucher(number: 7)
            ticket.counter = Counter(start: 1)
            ticket.caption = "Your ticket"
            ticket.heading = "Booked"
            ticket.letters = ["a", "b"]
            ticket.stamp = 2
            ticket.coach = CoachViewController()
            ticket.board = TicketViewController.Board()
            ticket.box = Box(item: 1)
            ticket.count = 3
            ticket.address = UIViewController()
        }
    }
}

final class TicketViewController: UIViewController {
    typealias Stamp = Int

    struct Board {
        var gate = "A1"
    }

    var link = URL(string: "https://example.com")
    var badge = Badge(code: "")
    var seat = Seat(row: 1)
    var voucher = Voucher(number: 0)
    var counter = Counter()
    var caption = NSLocalizedString("Ticket", comment: "the screen's caption")
    var heading = Heading()
    var letters = Array(["x"])
    var stamp = Stamp()
    var coach = CoachViewController()
    var board = Board()
    var box = Box<Int>()
    var count = Int("3")
    var address = UIViewController()
}
