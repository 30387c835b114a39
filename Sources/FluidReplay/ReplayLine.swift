import FluidIO
import FluidMotion
import FluidUI

/// One line of a replay file: an input event as flat JSON, `{"t":…,"type":…,…}`.
///
/// Written with ``json`` and read with ``init(json:)``; `Codable` stays so tests can check the
/// bytes against what `JSONEncoder` wrote before.
struct ReplayLine: Codable, Equatable {
  var t: Double
  var type: String
  var x: Double?
  var y: Double?
  var button: Int?
  var pressure: Double?
  var key: String?
  var shift: Bool?
  var control: Bool?
  var alt: Bool?
  var isRepeat: Bool?
  var width: Double?
  var height: Double?
  var angle: Double?
  var phase: String?
  var element: String?
  var action: String?
  var value: Double?
  var index: Int?
  var name: String?
}

extension ReplayLine {
  /// The line for an event.
  init(_ event: InputEvent) {
    self.init(t: event.time, type: "")
    switch event {
    case .pointerDown(let p, _, let b, let pressure):
      (type, x, y, button, self.pressure) = ("down", p.x, p.y, b.rawValue, pressure)
    case .pointerMoved(let p, _, let pressure): (type, x, y, self.pressure) = ("move", p.x, p.y, pressure)
    case .pointerUp(let p, _, let b): (type, x, y, button) = ("up", p.x, p.y, b.rawValue)
    case .pointerCancelled: type = "cancel"
    case .wheel(let d, let p, _): (type, x, y, width, height) = ("wheel", p.x, p.y, d.x, d.y)
    case .keyDown(let k, let m, let r, _):
      (type, key, isRepeat) = ("keydown", KeyName.name(k), r)
      setModifiers(m)
    case .keyUp(let k, let m, _):
      (type, key) = ("keyup", KeyName.name(k))
      setModifiers(m)
    case .focusLost: type = "focuslost"
    case .resized(let s, _): (type, width, height) = ("resize", s.width, s.height)
    case .twist(let ph, let r, let c, _): (type, phase, angle, x, y) = ("twist", ph.rawValue, r, c.x, c.y)
    case .accessibility(let request, _):
      (type, element) = ("accessibility", AccessibilityLine.element(request.element))
      (action, value, index, name) = AccessibilityLine.fields(request.action)
    }
  }

  private mutating func setModifiers(_ m: KeyModifiers) {
    if m.contains(.shift) { shift = true }
    if m.contains(.control) { control = true }
    if m.contains(.alt) { alt = true }
  }

  /// The event this line describes, or a description of what is wrong with it.
  func event() -> Result<InputEvent, ReplayError.Problem> {
    guard t.isFinite, t >= 0, t <= ReplayFile.maxTime else {
      return .failure(
        .invalid("time \"t\" must be a number of seconds in 0...3600 (replays are at most an hour)"))
    }
    func point() -> Vector2? {
      guard let x, let y, x.isFinite, y.isFinite, abs(x) <= 1e7, abs(y) <= 1e7 else { return nil }
      return Vector2(x: x, y: y)
    }
    func force() -> Double?? {
      guard let pressure else { return .some(nil) }
      return pressure.isFinite && (0...1).contains(pressure) ? .some(pressure) : nil
    }
    let modifiers = KeyModifiers(
      rawValue: (shift == true ? 1 : 0) | (control == true ? 2 : 0) | (alt == true ? 4 : 0))
    switch type {
    case "down", "move", "up":
      guard let p = point() else { return .failure(.invalid("\"\(type)\" needs finite \"x\" and \"y\"")) }
      guard let pressure = force() else { return .failure(.invalid("\"pressure\" must be in 0...1")) }
      if type == "move" { return .success(.pointerMoved(position: p, time: t, pressure: pressure)) }
      guard let b = PointerButton(rawValue: button ?? 1) else {
        return .failure(.invalid("\"button\" must be 1, 2 or 3"))
      }
      return .success(
        type == "down"
          ? .pointerDown(position: p, time: t, button: b, pressure: pressure)
          : .pointerUp(position: p, time: t, button: b))
    case "cancel": return .success(.pointerCancelled(time: t))
    case "focuslost": return .success(.focusLost(time: t))
    case "wheel":
      guard let p = point(), let dx = width, let dy = height, dx.isFinite, dy.isFinite, abs(dx) <= 1e5,
        abs(dy) <= 1e5
      else {
        return .failure(.invalid("\"wheel\" needs finite \"x\", \"y\", \"width\" (dx) and \"height\" (dy)"))
      }
      return .success(.wheel(delta: Vector2(x: dx, y: dy), position: p, time: t))
    case "keydown", "keyup":
      guard let name = key, let k = KeyName.key(name) else {
        return .failure(.invalid("unknown \"key\" \(key.map { "\"\(Excerpt.clip($0))\"" } ?? "(missing)")"))
      }
      return .success(
        type == "keydown"
          ? .keyDown(k, modifiers: modifiers, isRepeat: isRepeat ?? false, time: t)
          : .keyUp(k, modifiers: modifiers, time: t))
    case "twist":
      guard let p = point(), let angle, angle.isFinite, let ph = phase.flatMap(TwistPhase.init(rawValue:))
      else {
        return .failure(.invalid("\"twist\" needs finite \"x\", \"y\", \"angle\" and a \"phase\""))
      }
      let limit = ReplayFile.maxTwistAngle
      return .success(.twist(phase: ph, rotation: min(max(angle, -limit), limit), center: p, time: t))
    case "accessibility":
      guard let request = AccessibilityLine.request(element, action, value, index, name) else {
        return .failure(
          .invalid(
            "\"accessibility\" needs an \"element\" (indices joined by dots, e.g. \"0.2\") and an \"action\": activate, increment, decrement, focus, set (with a finite \"value\") or custom (with \"index\" and \"name\")"
          ))
      }
      return .success(.accessibility(request, time: t))
    case "resize":
      let sizes = ReplayFile.resizeRange
      guard let w = width, let h = height, sizes.contains(w), sizes.contains(h) else {
        return .failure(.invalid("\"resize\" needs \"width\" and \"height\" in 1...16384"))
      }
      return .success(.resized(Size(width: w, height: h), time: t))
    default:
      return .failure(.invalid("unknown event type \"\(Excerpt.clip(type))\""))
    }
  }
}
