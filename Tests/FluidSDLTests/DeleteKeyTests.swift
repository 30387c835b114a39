import CSDL2
import FluidUI
import Testing

@testable import FluidSDL

@Suite("The Delete key")
struct DeleteKeyTests {
  @Test("it arrives as the DEL character a scene's commands name, written \"Delete\" in a shortcuts window")
  func delete() {
    let key = EventTranslator.key(for: Int(SDLK_DELETE.rawValue))
    #expect(key == .character("\u{7F}"))
    #expect(key.label == "Delete")
    #expect(EventTranslator.key(for: Int(SDLK_BACKSPACE.rawValue)) == .backspace)
  }
}
