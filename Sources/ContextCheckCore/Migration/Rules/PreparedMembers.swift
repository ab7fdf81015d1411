/// A presenter that starts taking part inherits `PreparedViewController`'s members (or, adopting
/// `SegueContext`, the protocol's): `ambientContext`, `preparationOptions`, `offeredValues`,
/// `contextDidArrive`, `segueSourceTableViews`, … A class of the app that already declares one of
/// them, or a subclass, or an extension, stops compiling ("cannot override with a stored
/// property", "overriding declaration requires an 'override' keyword"), so it stays.
extension MigrationRun {
    /// The refusal when the presenter's family or an extension declares a member its new base brings.
    func preparedMemberRefusal(_ name: String) -> MigrationRefusal? {
        let family = [name] + (subclassesByName[name] ?? [])
        guard let (member, owner) = declaredSegueContextMember(family: family) else { return nil }
        return .refuse(
            .sourceClass,
            "'\(owner)' declares '\(member)', which the library's base class or SegueContext brings to '\(name)' "
                + "once it takes part: rename it, or convert by hand"
        )
    }
}
