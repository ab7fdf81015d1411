// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Compiled with `-Xfrontend -disable-reflection-names` (Package.swift), as an app target
// whose Reflection Metadata Level is "Without Names": the runtime names every field "".
public import PreparedContext

/// A presenting controller whose module carries no field names.
public final class NamesStrippedInbox {
    public var prepCtxUser = "ada"
    @Prepared public var mailbox: String?

    public init() { mailbox = "inbox" }
}

/// A presented controller whose module carries no field names.
public final class NamesStrippedDetail {
    @Prepared public var prepCtxUser: String?
    @Prepared public var mailbox: String?

    public init() {}
}

/// A struct whose module carries no field names.
public struct NamesStrippedSettings {
    public var prepCtxTheme = "dark"

    public init() {}
}

/// A framework's base class whose names are stripped, with no slot: what it stores is none
/// of propagation's business.
open class NamesStrippedFrameworkBase {
    public var internalState = 0

    public init() {}
}
