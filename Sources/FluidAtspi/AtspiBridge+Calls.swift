import FluidDBus
import FluidUI

/// The bridge's answers: every method and property AT-SPI's clients (libatspi, Orca) ask of an object.
extension AtspiBridge {
  /// Answers `call`, or replies with an error for what no object here has.
  func answer(_ call: DBusMethodCall) {
    if call.interface == "org.freedesktop.DBus.Peer" && call.member == "Ping" {
      bus.reply(to: call, with: [])
      return
    }
    if call.path == AtspiVocabulary.cachePath && call.member == "GetItems" {
      bus.reply(to: call, with: [.array(elementSignature: "((so)(so)(so)iiassusau)", [])])
      return
    }
    guard let object = object(at: call.path) else {
      bus.replyError(
        to: call, name: "org.freedesktop.DBus.Error.UnknownObject", text: "no object at \(call.path)")
      return
    }
    let answer: [DBusArgument]?
    switch call.interface {
    case AtspiVocabulary.properties: answer = properties(call, of: object)
    case AtspiVocabulary.accessible, "": answer = accessible(call, of: object)
    case AtspiVocabulary.action: answer = action(call, of: object)
    case AtspiVocabulary.component: answer = component(call, of: object)
    case AtspiVocabulary.text: answer = text(call, of: object)
    case AtspiVocabulary.application where call.member == "GetLocale": answer = [.string("en_US")]
    default: answer = nil
    }
    if let answer {
      bus.reply(to: call, with: answer)
    } else {
      bus.replyError(
        to: call, name: "org.freedesktop.DBus.Error.UnknownMethod", text: "\(call.interface).\(call.member)")
    }
  }

  private func integer(_ call: DBusMethodCall, _ index: Int) -> Int? {
    guard index < call.arguments.count else { return nil }
    switch call.arguments[index].unwrapped {
    case .int(let n): return Int(exactly: n)
    case .uint(let n): return Int(exactly: n)
    default: return nil
    }
  }

  private func accessible(_ call: DBusMethodCall, of object: AtspiObject) -> [DBusArgument]? {
    switch call.member {
    case "GetChildAtIndex":
      guard let i = integer(call, 0), object.children.indices.contains(i) else { return [nullReference] }
      return [reference(object.children[i])]
    case "GetChildren":
      return [.array(elementSignature: "(so)", object.children.map(reference))]
    case "GetIndexInParent":
      let siblings = object.parent.flatMap { self.object(at: $0)?.children } ?? []
      return [.int32(Int32(siblings.firstIndex(of: call.path) ?? -1))]
    case "GetRelationSet": return [.array(elementSignature: "(ua(so))", [])]
    case "GetRole": return [.uint32(object.role)]
    case "GetRoleName", "GetLocalizedRoleName": return [.string(object.roleName)]
    case "GetState":
      return [
        .array(elementSignature: "u", AtspiVocabulary.stateWords(object.states).map(DBusArgument.uint32))
      ]
    case "GetAttributes":
      return [.array(elementSignature: "{ss}", [.dictEntry(.string("toolkit"), .string("Fluid"))])]
    case "GetApplication": return [reference(AtspiVocabulary.rootPath)]
    case "GetInterfaces": return [.array(elementSignature: "s", object.interfaces.map(DBusArgument.string))]
    default: return nil
    }
  }

  private func action(_ call: DBusMethodCall, of object: AtspiObject) -> [DBusArgument]? {
    let names = object.actions
    switch call.member {
    case "GetActions":
      return [
        .array(elementSignature: "(sss)", names.map { .structure([.string($0), .string($0), .string("")]) })
      ]
    case "DoAction":
      guard let i = integer(call, 0), names.indices.contains(i), let id = object.node?.id else {
        return [.bool(false)]
      }
      // Answered at once, done as input on a later turn (GTK's buttons click from an idle): opening
      // a scene takes longer than a screen reader waits for the answer.
      let custom = i - object.ownActions.count  // by place: two actions may share a name
      let asked: AccessibilityRequest.Action =
        custom >= 0
        ? .custom(index: custom, name: names[i])
        : names[i] == "click" ? .activate : names[i] == "increment" ? .increment : .decrement
      return [.bool(request(asked, of: id))]
    case "GetName", "GetLocalizedName", "GetDescription":
      guard let i = integer(call, 0), names.indices.contains(i) else { return [.string("")] }
      return [.string(call.member == "GetDescription" ? "" : names[i])]
    case "GetKeyBinding": return [.string("")]
    default: return nil
    }
  }

  private func component(_ call: DBusMethodCall, of object: AtspiObject) -> [DBusArgument]? {
    let screen = integer(call, call.member == "GetExtents" || call.member == "GetPosition" ? 0 : 2) != 1
    let frame = object.frame ?? Rect(origin: .zero, size: window.size)
    let (x, y, w, h) = window.pixels(of: frame, screen: screen)
    switch call.member {
    case "GetExtents": return [.structure([.int32(x), .int32(y), .int32(w), .int32(h)])]
    case "GetPosition": return [.int32(x), .int32(y)]
    case "GetSize": return [.int32(w), .int32(h)]
    case "Contains", "GetAccessibleAtPoint":
      guard let px = integer(call, 0), let py = integer(call, 1) else { return nil }
      let p = window.point(atPixel: Int32(clamping: px), Int32(clamping: py), screen: screen)
      guard call.member == "GetAccessibleAtPoint" else { return [.bool(frame.contains(p))] }
      let hit = object.children.compactMap { path in self.object(at: path).map { (path, $0) } }
        .last { $0.1.frame?.contains(p) == true }
      return [hit.map { reference($0.0) } ?? nullReference]
    case "GetLayer": return [.uint32(object.node == nil ? 7 : 3)]  // window, widget
    case "GetMDIZOrder": return [.int16(0)]
    case "GetAlpha": return [.double(1)]
    case "GrabFocus":  // what has the focusable state (AtspiVocabulary.states) takes it
      guard let node = object.node, node.isActivatable || node.number != nil else { return [.bool(false)] }
      return [.bool(request(.focus, of: node.id))]
    case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
      return [.bool(false)]
    default: return nil
    }
  }

  private func text(_ call: DBusMethodCall, of object: AtspiObject) -> [DBusArgument]? {
    let characters = Array(object.text)
    switch call.member {
    case "GetText":
      let start = max(0, min(integer(call, 0) ?? 0, characters.count))
      let asked = integer(call, 1) ?? -1
      let end = asked < 0 ? characters.count : max(start, min(asked, characters.count))
      return [.string(String(characters[start..<end]))]
    case "GetCharacterAtOffset":
      guard let i = integer(call, 0), characters.indices.contains(i) else { return [.int32(0)] }
      return [.int32(Int32(characters[i].unicodeScalars.first?.value ?? 0))]
    default: return nil
    }
  }

  var nullReference: DBusArgument { .structure([.string(""), .objectPath(AtspiVocabulary.nullPath)]) }
}
