extension InputEvent {
  /// The same event, `seconds` later (a recorded session played again after itself).
  public func delayed(by seconds: Double) -> InputEvent {
    let t = time + seconds
    switch self {
    case .pointerDown(let p, _, let b, let f):
      return .pointerDown(position: p, time: t, button: b, pressure: f)
    case .pointerMoved(let p, _, let f): return .pointerMoved(position: p, time: t, pressure: f)
    case .pointerUp(let p, _, let b): return .pointerUp(position: p, time: t, button: b)
    case .pointerCancelled: return .pointerCancelled(time: t)
    case .wheel(let d, let p, _): return .wheel(delta: d, position: p, time: t)
    case .keyDown(let k, let m, let r, _): return .keyDown(k, modifiers: m, isRepeat: r, time: t)
    case .keyUp(let k, let m, _): return .keyUp(k, modifiers: m, time: t)
    case .focusLost: return .focusLost(time: t)
    case .resized(let s, _): return .resized(s, time: t)
    case .twist(let phase, let r, let c, _): return .twist(phase: phase, rotation: r, center: c, time: t)
    case .accessibility(let request, _): return .accessibility(request, time: t)
    }
  }
}
