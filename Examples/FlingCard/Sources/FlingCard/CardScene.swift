import FluidMotion
import FluidUI

/// A card you fling away to dismiss; a new one drops in.
///
/// It follows the pointer sideways and resists up and down (a rubber band). Released, it goes where
/// its momentum projects it: past half the window it flies off, carrying its velocity; short of that it
/// springs back. Pressed mid-flight, it is caught where it is. A click makes it hop; a double click
/// (``DoubleTapGestureRecognizer``, a recogniser written outside FluidUI) sends it away — and the
/// click waits for the double click to fail, so a double click is not also a hop.
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
  private lazy var gestures = GestureDispatcher(root: root)
  private var spring: SpringAnimation<Vector2>?
  private var size = Size(width: 800, height: 600)
  private var grab = Vector2.zero
  private let band = RubberBand.power()

  public init(context: SceneContext = SceneContext()) {
    self.context = context
    root.fill = .solid(Color(hex: 0x0D0D0D))
    card.fill = .solid(Color(hex: 0x73B2FF))
    card.cornerRadius = 24
    root.addSublayer(card)
    gestures.add(PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.pan($0) }, to: card)
    let double = DoubleTapGestureRecognizer { [weak self] _ in self?.sendAway() }
    let single = TapGestureRecognizer { [weak self] _ in self?.hop() }
    for tap in [double, single] as [any GestureRecognizer] {
      tap.recognizesSimultaneously = true  // the pan begins on the press, to catch the card
      gestures.add(tap, to: card)
    }
    gestures.require(single, toFail: double)
  }

  /// The card's offset from the centre, pt.
  public var offset: Vector2 { card.transform.translation }
  public var isInteracting: Bool { gestures.isInteracting }
  public var state: [String: Double] {
    ["x": offset.x, "y": offset.y, "dismissed": Double(dismissed), "hops": Double(hops)]
  }

  public func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    card.frame = Rect(x: (size.width - 260) / 2, y: (size.height - 360) / 2, width: 260, height: 360)
  }

  public func handle(_ event: InputEvent) -> Bool { gestures.handle(event) }

  public func update(at time: Double) { gestures.tick(at: time) }

  private func pan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:  // caught where it is: the pointer travel that shows this offset
      if let spring { animator.remove(spring) }
      spring = nil
      grab = Vector2(x: offset.x, y: band.overshoot(forOffset: offset.y)) - pan.translation
    case .changed:
      let raw = grab + pan.translation
      card.transform.translation = Vector2(x: raw.x, y: band.offset(forOvershoot: raw.y))
    case .ended, .cancelled:
      let v = pan.state == .ended ? pan.velocity : .zero
      let landing = offset.x + Decay.normal.projectedDistance(initialVelocity: v.x)
      let away = abs(landing) > size.width / 2
      let vy = v.y * min(band.derivative(atOvershoot: grab.y + pan.translation.y), 1)
      send(
        to: Vector2(x: away ? (landing < 0 ? -size.width : size.width) : 0, y: 0),
        velocity: Vector2(x: v.x, y: vy))
    default: break
    }
  }

  private func hop() {
    hops += 1
    send(to: .zero, velocity: Vector2(x: 0, y: -900))
  }

  private func sendAway() { send(to: Vector2(x: size.width, y: 0), velocity: Vector2(x: 2000, y: 0)) }

  private func send(to target: Vector2, velocity: Vector2) {
    let next = SpringAnimation(
      spring: Spring(response: 0.4, dampingRatio: 0.8), value: offset, velocity: velocity, target: target)
    next.onUpdate = { [weak self] value, _ in self?.card.transform.translation = value }
    spring = next
    animator.add(next) { [weak self] in
      guard let self, self.spring === next else { return }
      self.spring = nil
      guard target.x != 0 else { return }
      self.dismissed += 1  // gone: the next card drops in from above
      self.card.transform.translation = Vector2(x: 0, y: -self.size.height)
      self.send(to: .zero, velocity: .zero)
    }
  }
}
