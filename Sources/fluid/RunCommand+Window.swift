import FluidAtspi
import FluidIO
import FluidReplay
import FluidSDL
import FluidScenes
import FluidUI

/// The window run: the host scene in an SDL window, with the observers the flags ask for.
extension RunCommand {
  @MainActor
  func runWindow(
    entry: SceneCatalog.Entry, size: Size, events: [InputEvent], shots: [(time: Double, path: String)],
    settings: SettingsFile
  ) throws {
    // The session bus first, and whether accessibility is on asked of it: the answer comes while
    // SDL opens the display.
    SDLWindow.settleSessionBus()
    let accessibility = AtspiBus.ask()
    let window = try SDLWindow(
      title: "Fluid", size: size, renderer: renderer, scale: scale ?? savedScale(settings),
      decorations: decorations)
    window.preferredColorScheme = colorScheme.scheme
    if savedMaximized(settings) { window.perform(.toggleMaximize) }
    let gestures =
      window.xsettings?.gestureSettings(pixelsPerPoint: window.displayScale.factor) ?? .standard
    let scene = SceneHost(
      entry: entry,
      context: SceneContext(feedback: AudioFeedback(), clipboard: SDLClipboard(), gestureSettings: gestures),
      preferences: settings.values)
    // What this run starts from: a key is saved at the end only if the run changed it (the scene
    // it ends on is saved when the file names another).
    var baseline = settings
    baseline.values.merge(scene.preferences) { _, new in new }
    scene.showsStats = scene.showsStats || stats
    scene.reducesMotion = reduceMotion || window.xsettings?.reducesMotion == true
    scene.showsWindowControls = window.decorations == .client
    let platform = WindowPlatform(window: window)
    // The icon once the first frame is on screen: drawing it is a millisecond the first frame need
    // not wait for, and a window manager follows an icon set after the window shows.
    platform.onPresent = { [unowned platform] in
      platform.onPresent = nil
      window.setIcon(AppIcon.commands(side: 64), background: AppIcon.background, side: 64)
    }
    platform.titleBarRegions = { scene.windowRegion(at: $0) }
    platform.replay = events[...]
    let loop = FrameLoop(scene: scene, platform: platform)
    let menuTitle = SceneCatalog.menu.title
    loop.titleFormat = { $0 == menuTitle ? "Fluid" : "Fluid — \($0)" }  // the menu's window is the app's
    loop.endTime = exitAfter
    do {
      // Opened in order; what opened before a failure is closed by the loop's finish.
      let screenshots = ScreenshotTaker(shots)
      screenshots.requested = signalScreenshot.map { (path: $0, count: { SignalTrap.requests }) }
      loop.observers.append(screenshots)
      let recorder = try StatsRecorder(showsOverlay: scene.showsStats, logPath: statsLog)
      recorder.renderer =
        window.glRenderer.map { "\(window.driver) (\($0))" }
        ?? (window.presentsAsynchronously ? "\(window.driver) (shared-memory present)" : window.driver)
      recorder.scale = window.displayScale.factor
      loop.observers.append(recorder)
      platform.onDesktopChange = { [reduceMotion] _ in
        scene.reducesMotion = reduceMotion || window.xsettings?.reducesMotion == true
        recorder.scale = window.displayScale.factor
      }
      if let dumpState {
        loop.observers.append(
          try StateDump(path: dumpState, scene: scene, name: { scene.entry.name }))
      }
      if let record {
        loop.observers.append(
          RecordingObserver(try ReplayRecorder(path: record, scene: entry.name, size: size)))
      }
      // Assistive technology reads and drives the window where the session's accessibility is on.
      if let bridge = AtspiBridge.start(
        window: window.accessibilityWindow, root: { scene.root }, wake: SDLWindow.wake, asked: accessibility)
      {
        // The window pushes what the bridge says of it; the bridge never reads the window.
        window.onAccessibilityWindowChange = { bridge.window = $0 }
        loop.observers.append(bridge)
        loop.inputFilters.append(bridge)  // keys go to the screen reader first
      }
    } catch {
      for observer in loop.observers { try? observer.finish() }
      throw error
    }
    // Saved as the run ends, or as the process ends when the X server is lost under it.
    SDLWindow.onConnectionLost { [baseline] in save(scene, window: window, over: baseline) }
    defer {
      SDLWindow.onConnectionLost(nil)
      save(scene, window: window, over: baseline)
    }
    StartupStages.mark(.scene)
    try AppLoop.run(loop)
  }
}
