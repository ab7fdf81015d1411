import Testing

@testable import PreparedContext

@MainActor
@Suite("PropertyAttributes")
struct PropertyAttributesTests {
    @Test("Attribute strings are parsed into type, read-only and setter")
    func parsing() throws {
        let string = try #require(PropertyAttributes(#"T@"NSString",&,N,V_name"#))
        #expect(string.valueType == .object(className: "NSString", protocols: []))
        #expect(!string.isReadOnly)
        #expect(string.setterName(forProperty: "name") == "setName:")

        #expect(PropertyAttributes("Tf,N,V_ratio")?.valueType == .number(.float))
        #expect(PropertyAttributes("Tq,N,V_count")?.valueType == .number(.longLong))
        #expect(PropertyAttributes("TB,N,V_flag")?.valueType == .bool)
        #expect(PropertyAttributes("Tq,R,N")?.isReadOnly == true)
        #expect(PropertyAttributes("T@,W,N")?.valueType == .object(className: nil, protocols: []))
        #expect(PropertyAttributes("T@,W,N")?.isWeak == true)
        #expect(
            PropertyAttributes(#"T@"NSObject<NSCopying><NSCoding>",&"#)?.valueType
                == .object(className: "NSObject", protocols: ["NSCopying", "NSCoding"]))
        #expect(
            PropertyAttributes(#"T@"<UITableViewDelegate>",W"#)?.valueType
                == .object(className: nil, protocols: ["UITableViewDelegate"]))
        #expect(
            PropertyAttributes("T{CGRect={CGPoint=dd}{CGSize=dd}},N")?.valueType
                == .unsupported(encoding: "{CGRect={CGPoint=dd}{CGSize=dd}}"))
        #expect(PropertyAttributes("Tc,N,GisOn,SsetOn:")?.setterName(forProperty: "on") == "setOn:")
        #expect(PropertyAttributes("T@?,C,N")?.valueType == .unsupported(encoding: "@?"))
        #expect(PropertyAttributes("") == nil)
        #expect(PropertyAttributes("N,V_x") == nil)
    }

    private func result(_ value: Any?, _ attributes: String, acceptsNil: Bool) -> Result<Any?, PlainWriteRefusal> {
        KeyValueCodingCheck.check(
            value, attributes: PropertyAttributes(attributes)!, acceptsNil: acceptsNil,
            isInstance: { value, name in name == "NSString" && value is String })
    }

    /// The refusal, or `nil` when the value would be written.
    private func check(_ value: Any?, _ attributes: String, acceptsNil: Bool = false) -> PlainWriteRefusal? {
        if case .failure(let refusal) = result(value, attributes, acceptsNil: acceptsNil) { return refusal }
        return nil
    }

    /// What would be written.
    private func written(_ value: Any?, _ attributes: String, acceptsNil: Bool = false) -> Any?? {
        try? result(value, attributes, acceptsNil: acceptsNil).get()
    }

    @Test("The original example through KVC: 40.5 fits a float, 40.1 does not")
    func numbers() {
        #expect(written(40.5, "Tf,N,V_prepCtxFloat") as? Float == 40.5)
        #expect(check(40.1, "Tf,N,V_prepCtxFloat") == .typeCheck(.lossy(value: "40.1"), expectedType: "float"))
        #expect(check(300, "TC,N") == .typeCheck(.lossy(value: "300"), expectedType: "unsigned char"))
        #expect(written(7, "Tq,N") as? Int64 == 7)
        #expect(check("7", "Tq,N") == .typeCheck(.typeMismatch, expectedType: "long long"))
        #expect(written(true, "TB,N") as? Bool == true)
        #expect(written(true, "Tc,N") as? Bool == true)
        #expect(check(1, "TB,N") == .typeCheck(.typeMismatch, expectedType: "BOOL"))
    }

    @Test("Objects are checked against the declared class before any write")
    func objects() {
        #expect(written("Ada", #"T@"NSString",C,N"#) as? String == "Ada")
        #expect(check(42, #"T@"NSString",C,N"#) == .typeCheck(.typeMismatch, expectedType: "NSString"))
        #expect(check(nil, #"T@"NSString",C,N"#, acceptsNil: true) == nil)
        #expect(check(nil, #"T@"NSString",C,N"#) == .typeCheck(.nilValue, expectedType: "NSString"))
        #expect(check(nil, "Td,N", acceptsNil: true) == .typeCheck(.nilValue, expectedType: "double"))
    }

    @Test("Read-only and unsupported properties are never written")
    func notWritable() {
        #expect(check(1, "Tq,R,N") == .notWritable(reason: "it is read-only (no setter)"))
        guard case .notWritable = check(1, "T{CGPoint=dd},N") else {
            Issue.record("a struct encoding must not be written")
            return
        }
    }

    /// The refusal for a collection property declared as `declaredValue`'s type, where the
    /// runtime knows every value for an instance of the Foundation collections.
    private func collectionCheck(_ value: Any, _ attributes: String, declaredValue: Any? = nil) -> PlainWriteRefusal? {
        let result = KeyValueCodingCheck.check(
            value, attributes: PropertyAttributes(attributes)!, acceptsNil: false, declaredValue: declaredValue,
            isInstance: { _, name in ["NSArray", "NSDictionary", "NSSet"].contains(name) })
        if case .failure(let refusal) = result { return refusal }
        return nil
    }

    @Test("An [Int] is never written into a [String] property, which Swift encodes as NSArray")
    func arrayElements() {
        let unchecked = KeyValueCodingCheck.check(
            [1, 2], attributes: PropertyAttributes(#"T@"NSArray",C,N"#)!, acceptsNil: false,
            isInstance: { _, name in name == "NSArray" })
        #expect((try? unchecked.get()) == nil)
        #expect(
            collectionCheck([1, 2], #"T@"NSArray",C,N"#, declaredValue: ["a"])
                == .typeCheck(.typeMismatch, expectedType: "Array<String>"))
        #expect(collectionCheck(["b"], #"T@"NSArray",C,N"#, declaredValue: ["a"]) == nil)
        let none: [String]? = nil
        #expect(collectionCheck(["b"], #"T@"NSArray",C,N"#, declaredValue: none as Any) == nil)
        #expect(
            collectionCheck([1], #"T@"NSArray",C,N"#, declaredValue: none as Any)
                == .typeCheck(.typeMismatch, expectedType: "Optional<Array<String>>"))
    }

    @Test("Dictionaries and sets are checked element by element against the Swift declaration")
    func dictionariesAndSets() {
        #expect(collectionCheck(["a": 1], #"T@"NSDictionary",C,N"#, declaredValue: ["k": "v"]) != nil)
        #expect(collectionCheck(["a": "b"], #"T@"NSDictionary",C,N"#, declaredValue: ["k": "v"]) == nil)
        #expect(collectionCheck(Set([1]), #"T@"NSSet",C,N"#, declaredValue: Set(["s"])) != nil)
        #expect(collectionCheck(Set(["t"]), #"T@"NSSet",C,N"#, declaredValue: Set(["s"])) == nil)
    }

    @Test("A collection whose Swift declaration cannot be read is refused, with the reason")
    func undeclaredCollection() {
        #expect(
            collectionCheck(["a"], #"T@"NSMutableArray",&,N"#)
                == .notWritable(
                    reason: "its Objective-C type NSMutableArray does not say what the collection holds, "
                        + "and its Swift declaration could not be read, so a wrong element could not be ruled out"))
    }

    @Test("A Key-Value Coding write off the main thread is refused, where a @MainActor setter would trap")
    func offMainThread() {
        #expect(KeyValueCodingCheck.isolationRefusal(isMainThread: true) == nil)
        guard case .notWritable(let reason) = KeyValueCodingCheck.isolationRefusal(isMainThread: false) else {
            Issue.record("an off-main write must be refused")
            return
        }
        #expect(reason.hasSuffix("traps (propagate on the main actor)"))
        let error = PreparationError(.notWritable, key: "prepCtxNames", destinationType: "Detail", detail: reason)
        #expect(error.description.hasSuffix("To fix, wrap it in @Prepared, or mark it @objc on Apple platforms."))
    }
}
