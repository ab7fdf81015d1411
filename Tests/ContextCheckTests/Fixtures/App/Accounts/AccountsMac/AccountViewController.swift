import AppKit
import PreparedContext

/// The macOS account screen: the same name as the iOS one, another contract.
final class AccountViewController: PreparedViewController {
    let prepCtxUserName = 42
}

final class ServiceViewController: PreparedViewController {
    @Prepared var prepCtxUserName: String
}
