extension FrameLoop {
  /// Runs, draws and presents the frame for `time`, and hands it to the observers.
  func frame(at time: Double) throws {
    let startedAt = platform.now
    observerAskedFrame = false
    core.runFrame(at: time, into: &commands)
    takeRequests()
    guard end == nil else { return }
    let size = platform.size
    var frame = Frame(
      index: core.frameCount, time: time, commands: [], damage: nil, size: size, startedAt: startedAt,
      presentedAt: startedAt, droppedFrames: core.scheduler.droppedFrames, requests: requests,
      inputArrivals: arrivals, nextFrameTime: nil)
    requests = []  // the frame holds the old storage: emptying it in place would copy it
    arrivals = []
    swap(&frame.commands, &commands)
    for observer in observers { observer.decorate(&frame) }
    // Only what changed since the last present is drawn and presented; the whole surface after an
    // expose or a resize, or when the platform cannot keep the rest.
    if !fullRedraw && platform.presentsPartially {
      frame.damage = DrawDamage.between(shown, frame.commands, window: size)
    }
    platform.draw(
      frame.commands, background: background ?? scene.root.solidColor ?? .black, damage: frame.damage)
    for observer in observers { try observer.willPresent(frame, on: platform) }
    platform.present(damage: frame.damage)
    fullRedraw = !platform.presentsPartially
    frame.presentedAt = platform.now
    core.didPresent(frameAt: time, now: frame.presentedAt)
    frame.droppedFrames = core.scheduler.droppedFrames
    frame.nextFrameTime = core.nextFrameTime(now: frame.presentedAt)
    for observer in observers { try observer.didPresent(frame) }
    commands = shown  // the previous list's storage is the next frame's
    shown = frame.commands
    setChrome()  // after the pixels and what follows them
  }

  /// Sets the title and cursor asked for since the last time.
  func setChrome() {
    if let title = pendingTitle {
      platform.setTitle(title)
      pendingTitle = nil
    }
    if let cursor = pendingCursor {
      platform.setCursor(cursor)
      pendingCursor = nil
    }
  }

  /// Hands one platform event on: input to the observers and the core, window events to the core.
  func dispatch(_ event: PlatformEvent) {
    switch event {
    case .closeRequested:
      end = end ?? .closed
    case .visibility(let visible):
      core.isVisible = visible
    case .exposed:
      core.isVisible = true
      core.requestFrame()
      fullRedraw = true
    case .input(let input):
      handle(input)
    case .environment(let environment):
      scene.environmentChanged(environment)
      core.requestFrame()
      takeRequests()
    case .mainQueue:
      // An animation a job starts runs from now, not from the last frame.
      core.settleClock(now: platform.now)
      MainQueue.drain()
      core.requestFrame()
      takeRequests()
    }
  }

  /// Hands `input` to the input filters, then (unless one took it) on with ``deliver(_:)``.
  private func handle(_ input: InputEvent) {
    let now = platform.now
    for filter in inputFilters where !filter.admit(input, now: now) { return }
    deliver(input)
  }

  /// Delivers what the input filters held and now let go, in the order each filter gives.
  func releaseFiltered() {
    guard !inputFilters.isEmpty else { return }
    let now = platform.now
    for filter in inputFilters {
      for input in filter.released(now: now) { deliver(input) }
    }
  }

  /// Hands `input` to the observers and the core; quits on an unused quit key; acts on requests.
  private func deliver(_ input: InputEvent) {
    for observer in observers { observer.didReceive(input) }
    let used = core.handle(input, now: platform.now)
    switch input {
    case .keyDown(let key, let modifiers, false, _) where !used:
      if quitKeys.contains(where: { $0.key == key && $0.modifiers == modifiers }) { end = end ?? .quit }
    case .resized:
      fullRedraw = true
    default: break
    }
    takeRequests()
    switch input {
    case .pointerMoved where !used: break  // a hover that draws nothing
    case .pointerDown, .pointerMoved, .pointerUp, .wheel, .keyDown, .keyUp, .twist:
      // Input that arrives before the first frame waits for start-up, not for a frame.
      if core.scheduler.lastPresent.isFinite { arrivals.append(platform.now) }
    default: break
    }
  }

  /// Acts on what the scene asked since the last look, and keeps it for the next ``Frame``.
  func takeRequests() {
    let taken = scene.context.requests.take()
    guard !taken.isEmpty else { return }
    for request in taken {
      switch request {
      case .quit: end = end ?? .quit
      case .title(let title):
        // Another scene: what changed is drawn, as for any frame (the lists' damage holds it).
        pendingTitle = titleFormat(title)
      case .window(let action): platform.perform(action)
      case .cursor(let cursor): pendingCursor = cursor
      case .custom: break
      }
      core.requestFrame()
    }
    requests += taken
  }
}
