import FluidMotion
import FluidUI

/// The app's top-level scene: the current ``FluidScene`` under the app's chrome, with the global keys.
///
/// `0`–`8` jump to a scene, `Tab` / `Shift+Tab` go to the next / previous one, `H` or `F1` toggles the
/// help overlay, `Esc` closes it (otherwise the app quits), `S` toggles slow motion (animations at 1/10
/// speed, as the iOS Simulator's slow animations), `V` toggles the physics overlay. Everything else
/// goes to the scene.
public final class SceneHost: Scene {
  /// The backdrop, the scene and the chrome.
  public let root = Layer()
  /// The scene shown now.
  public private(set) var current: any FluidScene
  /// Its catalogue entry.
  public private(set) var entry: SceneCatalog.Entry
  /// Whether slow motion is on.
  public private(set) var isSlowMotion = false
  /// Whether the physics overlay is on.
  public private(set) var showsPhysics = false
  private let chrome = SceneChrome()
  private let context: SceneContext
  private var size = Size(width: 1280, height: 800)

  /// Creates the host showing `entry`.
  public init(entry: SceneCatalog.Entry, context: SceneContext) {
    self.entry = entry
    self.context = context
    current = entry.make(context)
    install()
  }

  /// The scene's title.
  public var title: String { current.title }
  /// Whether the scene has a live gesture.
  public var isInteracting: Bool { current.isInteracting }
  /// When the scene next needs a frame with no input.
  public var nextWakeTime: Double? { current.nextWakeTime }

  private func install() {
    for l in root.sublayers { l.removeFromSuperlayer() }
    root.fill = .solid(current.background)
    root.addSublayer(current.root)
    root.addSublayer(chrome.layer)
    chrome.update(entry: entry, slow: isSlowMotion)
    layout(size: size)
  }

  /// Lays out the scene and the chrome.
  public func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    current.layout(size: size)
    chrome.layout(size: size)
  }

  /// Shows the scene at catalogue position `index` (nothing happens for an index not in this build).
  public func show(index: Int, animator: Animator) {
    guard let next = SceneCatalog.available.first(where: { $0.index == index }), next.index != entry.index
    else { return }
    animator.removeAll()
    entry = next
    current = next.make(context)
    if chrome.isHelpShown { chrome.toggleHelp(scene: current, size: size) }
    install()
  }

  /// Handles the global keys, and passes everything else to the scene.
  @discardableResult
  public func handle(_ event: InputEvent, animator: Animator) -> Bool {
    if case .resized(let s, _) = event {
      layout(size: s)
      return true
    }
    guard case .keyDown(let key, let modifiers, let isRepeat, _) = event,
      modifiers.isDisjoint(with: [.control, .alt])
    else {
      return current.handle(event, animator: animator)
    }
    switch key {
    case .character(let c) where c.wholeNumberValue != nil && !isRepeat && !modifiers.contains(.shift):
      show(index: c.wholeNumberValue!, animator: animator)
    case .tab where !isRepeat:
      step(modifiers.contains(.shift) ? -1 : 1, animator)
    case .character("h"), .function(1):
      if !isRepeat { chrome.toggleHelp(scene: current, size: size) }
    case .escape:
      guard chrome.isHelpShown else { return false }
      chrome.toggleHelp(scene: current, size: size)
    case .character("s") where !isRepeat:
      isSlowMotion.toggle()
      animator.timeScale = isSlowMotion ? 0.1 : 1
      chrome.update(entry: entry, slow: isSlowMotion)
    case .character("v") where !isRepeat:
      showsPhysics.toggle()
      chrome.showPhysics(showsPhysics ? current.physics : nil, accent: entry.accent, size: size)
    default:
      return current.handle(event, animator: animator)
    }
    return true
  }

  private func step(_ delta: Int, _ animator: Animator) {
    let all = SceneCatalog.available
    guard let i = all.firstIndex(where: { $0.index == entry.index }) else { return }
    show(index: all[(i + delta + all.count) % all.count].index, animator: animator)
  }

  /// Moves the scene on and refreshes the physics overlay.
  public func update(at time: Double, animator: Animator) {
    current.update(at: time, animator: animator)
    if showsPhysics { chrome.showPhysics(current.physics, accent: entry.accent, size: size) }
  }

  /// The scene's state plus the host's own flags.
  public var state: [String: Double] {
    current.state.merging(
      [
        "sceneIndex": Double(entry.index), "slowMotion": isSlowMotion ? 1 : 0,
        "physics": showsPhysics ? 1 : 0,
      ]
    ) { a, _ in a }
  }
}
