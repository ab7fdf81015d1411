// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Compiled with `-Xfrontend -disable-reflection-metadata` (Package.swift), as an app target
// whose Reflection Metadata Level is "None": the runtime counts no field at all.

/// A struct source whose module carries no reflection metadata.
public struct MetadataStrippedSettings {
    public var prepCtxTheme = "dark"

    public init() {}
}
