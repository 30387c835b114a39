import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// The overlay scroll bars and the paging keys of a scroll view, in an arena beside the content's
/// own recogniser, at 60 Hz.
@Suite("Scroll view: overlay scroll bars and paging keys")
struct ScrollBarTests {
  let animator = Animator()
  let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 600))
  let scroll: ScrollView
  let row = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 6000))
  let arena: GestureArena
  /// On the vertical trough (the strip along the right edge), below the thumb at rest.
  let trough = Vector2(x: 394, y: 500)

  init() {
    scroll = ScrollView(animator: animator)
    scroll.layout(
      frame: Rect(x: 0, y: 0, width: 400, height: 600), contentSize: Size(width: 400, height: 6000))
    scroll.content.addSublayer(row)
    root.addSublayer(scroll.layer)
    arena = GestureArena(root: root)
    scroll.attach(to: arena.makeScope())
    animator.advance(to: 0)
  }

  /// Plays `script` at 60 Hz up to each event and on until `end`.
  func play(_ script: EventScript, until end: Double? = nil) {
    script.play(into: arena, animator: animator, until: end)
  }

  var bar: Layer { scroll.indicators.bars[1] }

  @Test(
    "the pointer over the trough shows the bar wide over the trough; it stays while there and fades after it leaves"
  )
  func hover() {
    play(EventScript(at: Vector2(x: 200, y: 300)), until: 0.1)
    arena.handle(.pointerMoved(position: trough, time: 0.1, pressure: nil))
    #expect(bar.alpha == 1 && abs(bar.frame.size.width - ScrollIndicators.wideThickness) < 1e-9)
    #expect(scroll.indicators.tracks[1].isHovered)
    play(EventScript(at: trough, time: 0.1), until: 3)
    #expect(bar.alpha == 1, "no fade while the pointer is near")
    arena.handle(.pointerMoved(position: Vector2(x: 200, y: 300), time: 3, pressure: nil))
    #expect(abs(bar.frame.size.width - ScrollIndicators.thickness) < 1e-9)
    play(EventScript(at: Vector2(x: 200, y: 300), time: 3), until: 4)
    #expect(bar.alpha == 0, "faded \(ScrollIndicators.fadeDelay + ScrollIndicators.fadeDuration) s after")
  }

  @Test(
    "the pointer moving over the content shows the bars (not its first motion, a window opened under it); they fade once it rests, and show again as it moves"
  )
  func motionShowsBars() {
    play(EventScript(at: Vector2(x: 200, y: 300)), until: 0.5)
    #expect(bar.alpha == 0 || bar.isHidden)
    arena.handle(.pointerMoved(position: Vector2(x: 199, y: 300), time: 0.45, pressure: nil))
    arena.handle(.pointerMoved(position: Vector2(x: 199, y: 300), time: 0.47, pressure: nil))
    #expect((bar.alpha == 0 || bar.isHidden) && scroll.hoverGestureRecognizer.state == .began)
    arena.handle(.pointerMoved(position: Vector2(x: 200, y: 300), time: 0.5, pressure: nil))
    #expect(bar.alpha == 1 && !bar.isHidden && scroll.hoverGestureRecognizer.state == .changed)
    #expect(abs(bar.frame.size.width - ScrollIndicators.thickness) < 1e-9, "thin: not over the trough")
    play(EventScript(at: Vector2(x: 200, y: 300), time: 0.5), until: 3)
    #expect(bar.alpha == 0, "faded while the pointer rests")
    arena.handle(.pointerMoved(position: Vector2(x: 210, y: 300), time: 3, pressure: nil))
    #expect(bar.alpha == 1 && scroll.hoverGestureRecognizer.state == .changed)
    arena.handle(.pointerMoved(position: Vector2(x: 500, y: 300), time: 3.1, pressure: nil))  // off the view
    #expect(scroll.hoverGestureRecognizer.state == .possible)
  }

  @Test(
    "dragging the thumb moves the content by the content's travel over the thumb's, within the ends; the row's tap and the pan fail"
  )
  func dragThumb() throws {
    var log: [String] = []
    arena.add(TapGestureRecognizer { _ in log.append("tap") }, to: row)
    scroll.panGestureRecognizer.action = { log.append("pan \($0.state)") }
    play(EventScript(at: trough), until: 0.1)
    let thumb = try #require(scroll.indicators.thumb(1))
    let grab = Vector2(x: 394, y: thumb.start + thumb.length / 2)
    var drag = EventScript(at: grab, time: 0.2)
    drag.down()
    drag.move(to: grab + Vector2(x: -60, y: 100), over: 0.2)
    play(drag)
    let ratio = (scroll.maximumContentOffset.y - scroll.minimumContentOffset.y) / thumb.travel
    #expect(abs(scroll.contentOffset.y - 100 * ratio) < 1e-6, "\(scroll.contentOffset.y) vs \(100 * ratio)")
    var on = EventScript(at: drag.position, time: drag.time)
    on.move(to: grab + Vector2(x: 0, y: 2000), over: 0.1)
    on.up()
    play(on, until: 1)
    #expect(abs(scroll.contentOffset.y - scroll.maximumContentOffset.y) < 1e-9, "held at the end")
    #expect(log.isEmpty, "\(log)")
    #expect(!scroll.isDecelerating)
  }

  /// Shift down (SDL's left Shift key), as the window reports it.
  func holdShift(_ down: Bool, at time: Double) {
    let shift = Key.other(0x4000_00E1)
    arena.handle(
      down
        ? .keyDown(shift, modifiers: .shift, isRepeat: false, time: time)
        : .keyUp(shift, modifiers: [], time: time))
  }

  @Test(
    "a click on the trough jumps there, the thumb's middle under the pointer, and drags on from there (GTK 4)"
  )
  func troughJumps() throws {
    var log: [String] = []
    arena.add(TapGestureRecognizer { _ in log.append("tap") }, to: row)
    play(EventScript(at: trough), until: 0.1)
    var press = EventScript(at: trough, time: 0.2)
    press.down()
    play(press)
    let thumb = try #require(scroll.indicators.thumb(1))
    #expect(abs(thumb.start + thumb.length / 2 - trough.y) < 1e-6, "\(thumb)")
    #expect(!scroll.isDecelerating, "at once, not on a spring")
    let jumped = scroll.contentOffset.y
    var drag = EventScript(at: trough, time: press.time)
    drag.move(to: trough - Vector2(x: 0, y: 50), over: 0.1)
    drag.up()
    play(drag, until: 1)
    let ratio = (scroll.maximumContentOffset.y - scroll.minimumContentOffset.y) / thumb.travel
    #expect(abs(scroll.contentOffset.y - (jumped - 50 * ratio)) < 1e-6 && log.isEmpty, "\(log)")
  }

  @Test(
    "a Shift+click on the trough turns one page toward it on the spring; held, the pages repeat until the thumb is under the pointer"
  )
  func troughPages() throws {
    holdShift(true, at: 0)
    var click = EventScript(at: trough)
    click.down()
    click.wait(0.05)
    click.up()
    play(click, until: 2)
    #expect(abs(scroll.contentOffset.y - scroll.pageStep(1)) < 0.5, "\(scroll.contentOffset.y)")
    var hold = EventScript(at: trough, time: 3)
    hold.down()
    hold.wait(3)
    hold.up()
    play(hold, until: 7)
    let thumb = try #require(scroll.indicators.thumb(1))
    #expect(trough.y >= thumb.start - 1e-9 && trough.y <= thumb.start + thumb.length + 1e-9, "\(thumb)")
    let pages = scroll.contentOffset.y / scroll.pageStep(1)
    #expect(abs(pages - pages.rounded()) < 1e-3 && pages > 2, "whole pages: \(pages)")
    arena.handle(.focusLost(time: 8))  // Shift is forgotten with the focus: the next click jumps
    #expect(arena.modifierFlags.isEmpty)
    holdShift(false, at: 8)
  }

  @Test(
    "Home, End, Page Up and Page Down: to the ends, and a page (the viewport less 40 pt) that repeated keys add up",
    arguments: [
      ([Key.pageDown], 560.0), ([.pageDown, .pageDown], 1120), ([.end], 5400), ([.end, .pageUp], 4840),
      ([.end, .home], 0), ([.pageUp], 0),
    ])
  func keys(keys: [Key], offset: Double) {
    for (i, key) in keys.enumerated() {
      #expect(scroll.handleKey(key))
      animator.advance(to: Double(i) * 0.05 + 0.05)
    }
    animator.advance(to: 5)
    #expect(abs(scroll.contentOffset.y - offset) < 0.5, "\(scroll.contentOffset.y)")
    #expect(!scroll.handleKey(.up) && !scroll.handleKey(.space))
  }

  @Test("a horizontal paging view: Page Down turns one page of the viewport's width")
  func pagingKeys() {
    let strip = ScrollView(animator: animator)
    strip.isPagingEnabled = true
    strip.layout(
      frame: Rect(x: 0, y: 0, width: 300, height: 200), contentSize: Size(width: 1500, height: 200))
    strip.handleKey(.pageDown)
    strip.handleKey(.pageDown)
    animator.advance(to: 5)
    #expect(abs(strip.contentOffset.x - 600) < 0.5 && strip.contentOffset.y == 0)
  }
}
