import FluidMotion
import Testing

/// Scopes: animations of one hosted scene that run on the host's animator and end together.
@Suite("Animator scopes")
struct AnimatorScopeTests {
  func spring(_ target: Double = 100) -> SpringAnimation<Double> {
    SpringAnimation(spring: Spring(response: 0.3, dampingRatio: 1), value: 0, target: target)
  }

  @Test("what a scope adds runs on the root; removing the scope's leaves the root's and the sibling's")
  func removesOnlyItsOwn() {
    let root = Animator()
    let a = root.makeScope()
    let b = root.makeScope()
    let mine = spring()
    let sibling = spring()
    let roots = spring()
    a.add(mine)
    b.add(sibling)
    root.add(roots)
    #expect(root.count == 3 && a.count == 1 && b.count == 1)
    root.advance(to: 0)
    root.advance(to: 0.05)
    #expect(mine.value > 1)
    a.removeAll()
    #expect(a.isIdle && !root.contains(mine))
    #expect(root.contains(sibling) && root.contains(roots) && root.count == 2)
  }

  @Test("a scope is idle once the root finishes its animations, and its completions run")
  func finishesThroughTheRoot() {
    let root = Animator()
    let scope = root.makeScope()
    var done = 0
    scope.add(spring()) { _ in done += 1 }
    var t = 0.0
    root.advance(to: t)
    while !root.isIdle && t < 5 {
      t += 1.0 / 60
      root.advance(to: t)
    }
    #expect(scope.isIdle && scope.count == 0 && done == 1)
  }

  @Test("a scope shares its root's clock and time scale; a nested scope's animations end with its parent's")
  func sharesClockAndNests() {
    let root = Animator()
    let scope = root.makeScope()
    root.advance(to: 2.5)
    #expect(scope.time == 2.5)
    scope.timeScale = 0.1
    #expect(root.timeScale == 0.1)
    let inner = scope.makeScope()
    let animation = spring()
    inner.add(animation)
    #expect(scope.contains(animation) && root.contains(animation))
    scope.removeAll()
    #expect(!root.contains(animation) && inner.isIdle)
  }

  @Test("removing one animation through a scope leaves an equal one the scope does not own")
  func removeOne() {
    let root = Animator()
    let scope = root.makeScope()
    let theirs = spring()
    root.add(theirs)
    scope.remove(theirs)  // not the scope's: nothing happens
    #expect(root.contains(theirs))
    let mine = spring()
    scope.add(mine)
    scope.remove(mine)
    #expect(!root.contains(mine) && root.count == 1)
  }
}
