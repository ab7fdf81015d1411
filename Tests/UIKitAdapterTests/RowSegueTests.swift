import Foundation
import Testing
import UIKit

@testable import PreparedContextUIKitHarness

struct Mail: Equatable {
    var subject: String
}

/// A mailbox: a table of mails whose cells show a mail, as in a mail app's storyboard.
@MainActor
final class MailboxViewController: PreparedTableViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let prepCtxAccount = Account(name: "ada")
    var mails = [Mail(subject: "Hello"), Mail(subject: "Invoice"), Mail(subject: "Minutes")]
    private(set) var rowsAsked: [IndexPath] = []
    private(set) var hookSenders: [String] = []

    override func segueValues(forRowAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        rowsAsked.append(indexPath)
        return ["mail": mails[indexPath.row]]
    }

    override func segueValues(forSegue identifier: String?, destination: AnyObject, sender: Any?) -> SegueValues {
        hookSenders.append(sender.map { "\(type(of: $0))" } ?? "nil")
        return SegueValues()
    }

    /// A cell on screen at `row`, as the data source dequeued it.
    func showCell(atRow row: Int) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "MailCell")
        tableView._stubShow(cell, at: IndexPath(row: row, section: 0))
        return cell
    }
}

@MainActor
final class MailViewController: Screen {
    @Prepared var mail: Mail
    @Prepared var prepCtxAccount: Account?
    @Prepared var highlight: String?
}

/// A picker whose cells unwind to the form that presented it, with the chosen row.
@MainActor
final class CountryPicker: PreparedTableViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let countries = ["France", "Japan", "Peru"]

    override func segueValues(forRowAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        segueIdentifier == "chooseCountry" ? ["country": countries[indexPath.row]] : SegueValues()
    }
}

@MainActor
final class SignupForm: Screen {
    @Prepared var country: String?
}

struct Photo: Equatable {
    var name: String
}

/// An album: a grid of photos whose cells show a photo.
@MainActor
final class AlbumViewController: PreparedCollectionViewController {
    let options = quietOptions()
    override var preparationOptions: PreparationOptions { options }
    let photos = [Photo(name: "beach"), Photo(name: "harbour")]

    override func segueValues(forItemAt indexPath: IndexPath, segueIdentifier: String?, destination: UIViewController)
        -> SegueValues
    {
        ["photo": photos[indexPath.item]]
    }
}

@MainActor
final class PhotoViewController: Screen {
    @Prepared var photo: Photo
}

@MainActor
@Suite("Table and collection rows")
struct RowSegueTests {
    /// A mailbox on screen whose "showMail" segue shows a mail inside a navigation controller.
    func mailbox() -> (MailboxViewController, () -> MailViewController?) {
        let mailbox = MailboxViewController(style: .plain)
        mailbox.loadViewIfNeeded()
        var shown: MailViewController?
        mailbox._stubSegueDestinations["showMail"] = {
            let mail = MailViewController()
            shown = mail
            return UINavigationController(rootViewController: mail)
        }
        return (mailbox, { shown })
    }

    @Test("A storyboard segue from a cell delivers the tapped row's model, with no cast in the app")
    func cellSegue() throws {
        let (mailbox, shown) = mailbox()
        let cell = mailbox.showCell(atRow: 1)
        mailbox._stubTriggerSegue(withIdentifier: "showMail", sender: cell)
        let mail = try #require(shown())
        #expect(mail.mail == Mail(subject: "Invoice"))
        #expect(mail.$mail.delivery?.channel == .sender)
        #expect(mail.prepCtxAccount?.name == "ada")
        #expect(mailbox.rowsAsked == [IndexPath(row: 1, section: 0)])
        #expect(mailbox.hookSenders == ["UITableViewCell"])
        #expect(mailbox.options.log.entries.isEmpty)
        #expect(mail.options.log.entries.isEmpty)
    }

    @Test("A segue performed with an index path as the sender delivers that row")
    func indexPathSender() throws {
        let (mailbox, shown) = mailbox()
        mailbox.performSegue(withIdentifier: "showMail", sender: IndexPath(row: 2, section: 0))
        #expect(try #require(shown()).mail == Mail(subject: "Minutes"))
        #expect(mailbox.hookSenders == ["IndexPath"])
    }

    @Test("Values passed with performSegue(withIdentifier:context:sender:) arrive too, and win over the row's")
    func carriedValuesWin() throws {
        let (mailbox, shown) = mailbox()
        let cell = mailbox.showCell(atRow: 0)
        mailbox.performSegue(
            withIdentifier: "showMail", context: ["mail": Mail(subject: "Draft"), "highlight": "budget"], sender: cell)
        let mail = try #require(shown())
        #expect(mail.mail == Mail(subject: "Draft"))
        #expect(mail.highlight == "budget")
        #expect(mailbox.rowsAsked == [IndexPath(row: 0, section: 0)])
        #expect(mailbox.hookSenders == ["UITableViewCell"])
        #expect(mailbox.options.log.entries.isEmpty)
    }

    @Test("A cell that is not on screen in this table is not a row: nothing is asked, the missing mail is reported")
    func foreignCell() throws {
        let (mailbox, shown) = mailbox()
        let elsewhere = UITableViewCell(style: .default, reuseIdentifier: "MailCell")
        UITableView(frame: .zero, style: .plain)._stubShow(elsewhere, at: IndexPath(row: 0, section: 0))
        mailbox._stubTriggerSegue(withIdentifier: "showMail", sender: elsewhere)
        let mail = try #require(shown())
        #expect(mailbox.rowsAsked.isEmpty)
        #expect(mailbox.options.log.entries.map(\.error.code) == [.missingRequiredValue])
        #expect(mailbox.options.log.entries.map(\.error.key) == ["mail"])
        #expect(mail.$mail.delivery == nil)
    }

    @Test("A sender that is not a row (a bar button) leaves the row provider uncalled")
    func notARow() throws {
        let (mailbox, shown) = mailbox()
        mailbox.performSegue(withIdentifier: "showMail", context: ["mail": Mail(subject: "New")], sender: "compose")
        #expect(try #require(shown()).mail == Mail(subject: "New"))
        #expect(mailbox.rowsAsked.isEmpty)
        #expect(mailbox.hookSenders == ["String"])
    }

    @Test("Preparing a segue from a cell never loads a table view controller's view")
    func viewNotLoadedByPreparation() {
        let mailbox = MailboxViewController(style: .plain)
        let detail = MailViewController()
        mailbox.prepare(
            for: UIStoryboardSegue(identifier: "showMail", source: mailbox, destination: detail),
            sender: UITableViewCell(style: .default, reuseIdentifier: nil))
        #expect(!mailbox.isViewLoaded)
        #expect(mailbox.rowsAsked.isEmpty)
    }

    @Test("An unwind from a picker's cell delivers the chosen row back into the form")
    func unwindFromRow() {
        let form = SignupForm()
        form.loadViewIfNeeded()
        let picker = CountryPicker()
        form.present(picker, animated: true)
        let cell = UITableViewCell(style: .default, reuseIdentifier: "CountryCell")
        picker.tableView._stubShow(cell, at: IndexPath(row: 1, section: 0))
        picker.prepare(
            for: UIStoryboardSegue(identifier: "chooseCountry", source: picker, destination: form), sender: cell)
        #expect(form.country == "Japan")
        #expect(form.$country.delivery?.channel == .sender)
        #expect(picker.options.log.entries.isEmpty)
    }

    @Test("A collection view cell's segue delivers the tapped item's model")
    func collectionItem() throws {
        let album = AlbumViewController(collectionViewLayout: UICollectionViewFlowLayout())
        album.loadViewIfNeeded()
        let cell = UICollectionViewCell(frame: .zero)
        album.collectionView._stubShow(cell, at: IndexPath(item: 1, section: 0))
        var shown: PhotoViewController?
        album._stubSegueDestinations["showPhoto"] = {
            let photo = PhotoViewController()
            shown = photo
            return photo
        }
        album._stubTriggerSegue(withIdentifier: "showPhoto", sender: cell)
        #expect(try #require(shown).photo == Photo(name: "harbour"))
        album.performSegue(withIdentifier: "showPhoto", sender: IndexPath(item: 0, section: 0))
        #expect(try #require(shown).photo == Photo(name: "beach"))
        #expect(album.options.log.entries.isEmpty)
    }
}
