import FluidDBus
import FluidUI

/// The bridge's properties (`org.freedesktop.DBus.Properties`): Accessible's, Application's,
/// Action's, Value's (the one that can be set) and Text's.
extension AtspiBridge {
  func properties(_ call: DBusMethodCall, of object: AtspiObject) -> [DBusArgument]? {
    let interface = call.arguments.first?.string ?? ""
    switch call.member {
    case "Get":
      guard let name = call.arguments.dropFirst().first?.string,
        let value = values(of: interface, object).first(where: { $0.0 == name })?.1
      else { return nil }
      return [.variant(value)]
    case "GetAll":
      return [.properties(values(of: interface, object))]
    case "Set":
      guard interface == AtspiVocabulary.value || interface == AtspiVocabulary.application,
        let name = call.arguments.dropFirst().first?.string, call.arguments.count == 3
      else { return nil }
      let value = call.arguments[2].unwrapped
      if name == "Id", case .int(let id) = value {
        applicationId = Int32(clamping: id)
        return []
      }
      guard name == "CurrentValue", let number = value.double, number.isFinite, let node = object.node,
        node.number != nil
      else { return nil }
      _ = request(.setNumber(number), of: node.id)
      return []
    default: return nil
    }
  }

  /// The properties `interface` has on `object`, by name.
  private func values(of interface: String, _ object: AtspiObject) -> [(String, DBusArgument)] {
    switch interface {
    case AtspiVocabulary.accessible:
      return [
        ("Name", .string(object.name)), ("Description", .string(object.description)),
        ("Parent", object.parent.map(reference) ?? desktopReference),
        ("ChildCount", .int32(Int32(object.children.count))), ("Locale", .string("en_US")),
        ("AccessibleId", .string(object.node.map { String($0.id) } ?? "")),
      ]
    case AtspiVocabulary.application where object.node == nil && object.parent == nil:
      return [
        ("ToolkitName", .string("Fluid")), ("Version", .string("0.1")), ("AtspiVersion", .string("2.1")),
        ("Id", .int32(applicationId)),
      ]
    case AtspiVocabulary.action:
      return [("NActions", .int32(Int32(object.actions.count)))]
    case AtspiVocabulary.value:
      guard let number = object.node?.number else { return [] }
      return [
        ("MinimumValue", .double(number.minimum)), ("MaximumValue", .double(number.maximum)),
        ("MinimumIncrement", .double(number.step)), ("CurrentValue", .double(number.current)),
        ("Text", .string(object.node?.value ?? "")),
      ]
    case AtspiVocabulary.text:
      return [("CharacterCount", .int32(Int32(object.text.count))), ("CaretOffset", .int32(0))]
    default:
      return []
    }
  }

  private var desktopReference: DBusArgument {
    .structure([.string(desktop.bus), .objectPath(desktop.path)])
  }
}
