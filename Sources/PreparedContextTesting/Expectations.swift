#if canImport(Testing)
    public import PreparedContext
    public import Testing

    /// Expects, in a Swift Testing test, that `source` delivers everything `destination`
    /// requires; records one issue listing each missing or mismatched key otherwise.
    ///
    /// UIKit and AppKit controllers can only be created on the main actor, so a test that
    /// creates them is `@MainActor`:
    ///
    /// ```swift
    /// @Test("The inbox opens a message") @MainActor func inboxOpensMessage() {
    ///     expectTransition(from: InboxViewController(), to: MessageViewController())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - source: The presenting object.
    ///   - destination: The presented object.
    ///   - segueIdentifier: The segue's identifier.
    ///   - sender: The segue's sender, or ``SegueValues``.
    ///   - sourceLocation: Where the issue is reported; leave the default.
    /// - Returns: The check, for further assertions.
    @MainActor
    @discardableResult
    public func expectTransition(
        from source: Any, to destination: AnyObject, segueIdentifier: String? = nil, sender: Any? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TransitionCheck {
        record(
            checkTransition(from: source, to: destination, segueIdentifier: segueIdentifier, sender: sender),
            at: sourceLocation)
    }

    /// Expects that a ``SegueContext`` source's whole preparation delivers everything
    /// `destination` (and the controllers inside it) requires.
    ///
    /// - Parameters:
    ///   - source: The presenting controller.
    ///   - destination: The presented controller, or a container holding it.
    ///   - segueIdentifier: The segue's identifier.
    ///   - sender: The segue's sender, or ``SegueValues``.
    ///   - sourceLocation: Where the issue is reported; leave the default.
    /// - Returns: The check, for further assertions.
    @MainActor
    @discardableResult
    public func expectTransition(
        from source: some SegueContext, to destination: AnyObject, segueIdentifier: String? = nil, sender: Any? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TransitionCheck {
        record(
            checkTransition(from: source, to: destination, segueIdentifier: segueIdentifier, sender: sender),
            at: sourceLocation)
    }

    private func record(_ check: TransitionCheck, at sourceLocation: SourceLocation) -> TransitionCheck {
        if !check.passed {
            Issue.record(Comment(rawValue: check.description), sourceLocation: sourceLocation)
        }
        return check
    }
#endif

#if canImport(XCTest)
    public import PreparedContext
    import XCTest

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (XCTest spells its assertions this way.)
    /// Asserts, in an XCTest test, that `source` delivers everything `destination` requires;
    /// fails with a message listing each missing or mismatched key otherwise.
    ///
    /// A test method that creates UIKit or AppKit controllers is `@MainActor`, as their
    /// initializers are:
    ///
    /// ```swift
    /// @MainActor func testInboxOpensMessage() {
    ///     XCTAssertTransition(from: InboxViewController(), to: MessageViewController())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - source: The presenting object.
    ///   - destination: The presented object.
    ///   - segueIdentifier: The segue's identifier.
    ///   - sender: The segue's sender, or ``SegueValues``.
    ///   - file: The file of the failure; leave the default.
    ///   - line: The line of the failure; leave the default.
    @MainActor
    public func XCTAssertTransition(
        from source: Any, to destination: AnyObject, segueIdentifier: String? = nil, sender: Any? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let check = checkTransition(from: source, to: destination, segueIdentifier: segueIdentifier, sender: sender)
        if !check.passed {
            XCTFail(check.description, file: file, line: line)
        }
    }
#endif
