import FluidMotion
import FluidUI

extension ZoomScene {
  /// A press on the open or flying card catches it; a click on a card in the grid opens it; a caught
  /// card whose drag is cut short springs back open.
  func pan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      if let zoom, zoom.transition.layer.frame.contains(pan.location) {
        zoom.transition.pause(at: pan.location, time: pan.time)
        press = (nil, pan.location, true)
      } else if zoom == nil {
        press = (cards.indices.first { cards[$0].frame.contains(pan.location) }, pan.location, false)
      } else {
        press = nil
      }
    case .changed:
      if press?.catches == true { zoom?.transition.update(to: pan.location, time: pan.time) }
    case .ended, .cancelled:
      defer { press = nil }
      guard let press else { return }
      if press.catches {
        zoom?.transition.update(to: pan.location, time: pan.time)
        zoom?.transition.release(at: pan.time)
        // A drag cut short (the window lost the focus) springs the card back open, as a cut swipe
        // back does: only a hand's release sends it home.
        if pan.state == .cancelled { zoom?.transition.open() }
      } else if pan.state == .ended, let card = press.card,
        pan.location.distance(to: press.start) <= pan.core.settings.clickSlop,
        cards[card].frame.contains(pan.location)
      {
        if hasKeyboardFocus { context.focus.setFocus(nil) }  // the pointer's choice: no ring
        open(card)
      }
    default: break
    }
  }

  /// Presses are its pan's; the keys are ``keyCommands``.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool { false }

  /// An arrow from outside the grid brings the focus in, Home and End onto the first and the last
  /// card; Enter or Space opens the focused card, a digit the card it names (1…9).
  ///
  /// The arrow puts the focus on the card it had, then moves it a step that way, as the window
  /// focus's arrows move it once it is in (a first ↓ moves, as in a list). Neither acts while a hand
  /// holds a card; the arrows not with a card out.
  package var keyCommands: [KeyCommand] {
    let free = { [unowned self] in !gestures.isInteracting }
    let enters = { [unowned self] in zoom == nil && !hasKeyboardFocus && !gestures.isInteracting }
    let moves = FocusSystem.arrowDirections.map { key, direction in
      KeyCommand(key, title: "Move the focus into the grid", repeats: true, isHidden: true, when: enters) {
        [unowned self] in
        context.focus.setFocus(cards[focus])
        if let next = context.focus.neighbour(direction) { context.focus.setFocus(next) }
      }
    }
    let ends = [(Key.home, 0), (.end, cards.count - 1)].map { key, card in
      KeyCommand(key, title: "Move the focus into the grid", isHidden: true, when: enters) {
        [unowned self] in context.focus.setFocus(cards[card])
      }
    }
    let opens = [Key.enter, .space].map { key in
      // An open card stays; one going home turns back.
      KeyCommand(key, title: "Open the card", when: free) { [unowned self] in open(zoom?.index ?? focus) }
    }
    // A digit opens the card it names, as the menu's open their rows: from the grid (a card going
    // home lands at once), not over an open one. The keypad's are the same keys (hidden).
    let inGrid = { [unowned self] in
      !gestures.isInteracting && zoom.map { $0.transition.transition.target == 0 } ?? true
    }
    let digits = (1...9).flatMap { d -> [KeyCommand] in
      let digit = Character(String(d))
      return [(Key.character(digit), false), (.keypad(digit), true)].map { key, hidden in
        KeyCommand(key, title: "Open that card", isHidden: hidden, when: inGrid) { [unowned self] in
          open(d - 1)
        }
      }
    }
    return moves + ends + opens + digits
  }

  /// Esc closes an open card (and reports that it did; a card in hand stays there); with nothing
  /// open it is the app's.
  package func goBack() -> Bool {
    guard let zoom, zoom.transition.transition.target == 1 else { return false }
    if gestures.isInteracting { return true }  // the card is in hand: Esc waits for its release
    close()
    return true
  }

  /// The swipe back with a card open or opening sends the card home.
  ///
  /// The card comes loose at the swipe's point (the card's middle for a touchpad's), shrinks as it
  /// goes sideways, and the release sends it home or back open by its velocity, as a drag down does;
  /// a cut swipe springs it back open. With nothing open the navigation has the swipe.
  package func swipeBack(_ phase: BackSwipe) -> Bool {
    switch phase {
    case .began(let point, let time):
      guard let zoom, zoom.transition.transition.target == 1 else { return false }
      let grab = point ?? zoom.transition.layer.frame.center
      zoom.transition.pause(at: grab, time: time)
      backSwipe = grab
    case .changed(let translation, let time):
      guard let grab = backSwipe else { return false }
      zoom?.transition.update(to: grab + translation, time: time)
    case .ended(let time), .cancelled(let time):
      guard backSwipe != nil else { return false }
      backSwipe = nil
      zoom?.transition.release(at: time)
      if case .cancelled = phase { zoom?.transition.open() }
    }
    return true
  }

  /// Open, catch, throw; the keys.
  package var helpLines: [String] {
    [
      "Click a card: it zooms from its cell to fill the window; press it mid-flight to catch it",
      "Drag the open card: it shrinks under the pointer; release down to send it home, or it springs back open",
    ]
  }

  /// The progress as a level, the card's velocity and its target.
  package var physics: [PhysicsMarker] {
    guard let zoom else { return [.level(0, threshold: 0.5, label: "zoom"), .note("no card open")] }
    let t = zoom.transition.transition
    return [
      .level(min(max(t.progress, 0), 1), threshold: 0.5, label: "zoom"),
      .point((t.target == 1 ? zoom.transition.destination : zoom.transition.source).center, label: "target"),
      .note("progress \(String(format2: t.progress)) · \(String(format2: t.velocity))/s"),
    ]
  }

  /// zoom (0 in the grid … 1 open), card (the open card's index, −1 none), focus, flags.
  package var state: [String: Double] {
    let t = zoom?.transition.transition
    return [
      "zoom": progress, "card": Double(zoom?.index ?? -1), "focus": Double(focus),
      "velocity": t?.velocity ?? 0, "animating": t?.isAnimating == true ? 1 : 0,
      "dragging": zoom?.transition.isDragging == true ? 1 : 0,
    ]
  }
}
