import Testing

@testable import PreparedContext

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
}
