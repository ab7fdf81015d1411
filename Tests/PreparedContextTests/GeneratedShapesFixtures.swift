// The types scripts/generate-declaration-shapes.py builds its shapes from.

@testable import PreparedContext

struct ShapeStruct: ShapeProtocol, ShapeContainer {
    typealias Element = Int
    var id: Int
}

enum ShapeEnum {
    case first
    case second(Int)
}

final class ShapeClass: ShapeClassProtocol, ShapeListener, CustomStringConvertible {
    typealias Value = String
    let id: Int
    init(id: Int) { self.id = id }
    var description: String { "ShapeClass#\(id)" }
}

final class ShapeGeneric<Value>: CustomStringConvertible {
    let value: Value
    init(_ value: Value) { self.value = value }
    var description: String { "ShapeGeneric#\(value)" }
}

protocol ShapeProtocol {}

protocol ShapeClassProtocol: AnyObject {}

protocol ShapeListener<Value>: AnyObject {
    associatedtype Value
}

protocol ShapeContainer<Element> {
    associatedtype Element
}

struct ShapeUnrelated {}

struct ShapeHandle: ~Copyable {
    var object = ShapeClass(id: 0)
    deinit {}
}

final class ShapeBox<Value: ~Copyable> {
    var prepCtxValue: Value
    init(_ value: consuming Value) { prepCtxValue = value }
}

final class ShapeOptionalBox<Value: ~Copyable> {
    var prepCtxValue: Value?
    init(_ value: consuming Value) { prepCtxValue = .some(value) }
}

/// A delivered value as text, with the optionals the slot added looked through.
func shapeText(_ value: Any) -> String {
    var value = value
    while let optional = value as? any OptionalProtocol, let wrapped = optional.wrappedAny {
        value = wrapped
    }
    return String(describing: value)
}
