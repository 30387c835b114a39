import FlingCard
import FluidSDL
import FluidUI
import Foundation

// Opens the card in a window: fling it away, catch it mid-flight. Esc or Ctrl+Q quits.
do {
  try MainActor.assumeIsolated {
    try AppLoop.run(CardScene(), size: Size(width: 800, height: 600))
  }
} catch {
  FileHandle.standardError.write(Data("fling-card: \(error)\n".utf8))
  exit(1)
}
