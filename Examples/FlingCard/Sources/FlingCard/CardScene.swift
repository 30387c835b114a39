import FluidMotion
import FluidUI

/// A card you fling away to dismiss; a new one drops in.
///
/// It follows the pointer sideways and resists up and down (a rubber band). Released, it goes where
/// its momentum projects it: past half the window it flies off, carrying its velocity; short of that it
/// springs back. FluidMotion's ``SnappingValue`` is all of that: three snap points, home and a side
/// each. Pressed mid-flight, it is caught where it is. A click makes it hop; a double click (the stock
/// `TapGestureRecognizer` with two taps required) sends it away — and the click waits for the double
/// click to fail, so a double click is not also a hop.
public final class CardScene: Scene {
  /// Its animator and request queue; the frame loop ticks the animator.
  public let context: SceneContext
  public let title = "Fling to dismiss"
  public let root = Layer()
  /// The card, 260 × 360 pt, centred.
  public let card = Layer()
  /// Cards flung away so far.
  public private(set) var dismissed = 0
  /// Hops so far (single clicks).
  public private(set) var hops = 0
  /// Where the card can go: home (0), flung off to the left (1) or to the right (2).
  ///
  /// Up and down it is held by a rubber band. Made again at each window width.
  private var snap: SnappingValue<Vector2>?
  private var size = Size(width: 800, height: 600)
  /// The pan's translation when it caught the card.
  private var panStart = Vector2.zero
  private static let spring = Spring(response: 0.4, dampingRatio: 0.8)

  public init(context: SceneContext = SceneContext()) {
    self.context = context
    root.fill = .solid(Color(hex: 0x0D0D0D))
    card.fill = .solid(Color(hex: 0x73B2FF))
    card.cornerRadius = 24
    root.addSublayer(card)
    context.gestures.add(PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.pan($0) }, to: card)
    let double = TapGestureRecognizer { [weak self] _ in self?.sendAway() }
    double.numberOfTapsRequired = 2
    let single = TapGestureRecognizer { [weak self] _ in self?.hop() }
    for tap in [double, single] {
      tap.recognizesSimultaneously = true  // the pan begins on the press, to catch the card
      context.gestures.add(tap, to: card)
    }
    context.gestures.require(single, toFail: double)
  }

  /// The card's offset from the centre, pt.
  public var offset: Vector2 { card.transform.translation }
  public var state: [String: Double] {
    ["x": offset.x, "y": offset.y, "dismissed": Double(dismissed), "hops": Double(hops)]
  }

  public func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    card.frame = Rect(x: (size.width - 260) / 2, y: (size.height - 360) / 2, width: 260, height: 360)
    makeSnap()
  }

  public func handle(_ event: InputEvent) -> Bool { false }

  /// The snap points for the window's width: home, and off either side; the card keeps its place.
  private func makeSnap() {
    guard snap?.points[2].x != size.width else { return }
    let points = [Vector2.zero, Vector2(x: -size.width, y: 0), Vector2(x: size.width, y: 0)]
    let next = SnappingValue(points: points, spring: Self.spring, animator: animator)
    next.onChange = { [weak self] value in self?.card.transform.translation = value }
    next.onRest = { [weak self] index in self?.rested(at: index) }
    next.place(at: offset)
    if offset != .zero { next.snap(to: 0) }
    snap = next
  }

  private func pan(_ pan: PanGestureRecognizer) {
    guard let snap else { return }
    switch pan.state {
    case .began:  // caught where it is
      snap.grab()
      panStart = pan.translation
    case .changed:
      snap.drag(translation: pan.translation - panStart)
    case .ended, .cancelled:
      // Past half the window the projection lands nearer a side than home: it flies off.
      snap.release(velocity: pan.state == .ended ? pan.velocity : .zero)
    default: break
    }
  }

  private func hop() {
    hops += 1
    snap?.snap(to: 0, velocity: Vector2(x: 0, y: -900))
  }

  private func sendAway() { snap?.snap(to: 2, velocity: Vector2(x: 2000, y: 0)) }

  /// Gone off a side: the next card drops in from above.
  private func rested(at index: Int) {
    guard index != 0, let snap else { return }
    dismissed += 1
    snap.place(at: Vector2(x: 0, y: -size.height))
    snap.snap(to: 0)
  }
}

/// The card's keys: → flings it away, as a double click does; Space makes it hop.
extension CardScene: KeyResponder {
  public var keyCommands: [KeyCommand] {
    [
      KeyCommand(.right, title: "Fling the card away") { [unowned self] in sendAway() },
      KeyCommand(.space, title: "Make the card hop") { [unowned self] in hop() },
    ]
  }
}
