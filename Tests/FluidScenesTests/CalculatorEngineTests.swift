import FluidScenes
import Testing

@Suite("Calculator arithmetic")
@MainActor
struct CalculatorEngineTests {
  func run(_ keys: [CalculatorEngine.Key]) -> String {
    var engine = CalculatorEngine()
    for k in keys { engine.press(k) }
    return engine.display
  }

  @Test("sums, chains, × and ÷ before + and − as iOS's basic keypad, repeated =")
  func arithmetic() {
    #expect(run([.digit(1), .digit(2), .add, .digit(7), .equals]) == "19")
    #expect(run([.digit(2), .add, .digit(3), .multiply, .digit(4), .equals]) == "14")
    #expect(run([.digit(5), .add, .digit(2), .equals, .equals]) == "9")
    #expect(run([.digit(9), .divide, .digit(0), .equals]) == "Error")
    #expect(run([.digit(1), .point, .digit(5), .multiply, .digit(2), .equals]) == "3")
    #expect(run([.digit(7), .negate, .subtract, .digit(3), .equals]) == "-10")
    #expect(run([.digit(5), .digit(0), .percent]) == "0.5")
  }

  @Test(
    "precedence: the display shows each step as iOS's does",
    arguments: [
      ([.digit(2), .add, .digit(3), .multiply], "3"),  // the sum waits: 3 is the product's start
      ([.digit(2), .add, .digit(3), .multiply, .digit(4), .add], "14"),
      ([.digit(2), .add, .digit(3), .multiply, .digit(4), .equals, .equals], "56"),  // = repeats × 4
      ([.digit(2), .add, .digit(3), .multiply, .add], "5"),  // × changed to +: the term is done
      ([.digit(2), .multiply, .digit(3), .add, .digit(4), .equals], "10"),
      (
        [
          .digit(2), .add, .digit(3), .multiply, .digit(4), .multiply, .digit(5), .subtract, .digit(1),
          .equals,
        ], "61"
      ),
      ([.digit(1), .digit(0), .subtract, .digit(6), .divide, .digit(2), .equals], "7"),
      ([.digit(1), .add, .digit(2), .divide, .digit(0), .equals], "Error"),
      // After an Error no sum is revived.
      ([.digit(2), .add, .digit(3), .divide, .digit(0), .multiply, .digit(5), .equals], "5"),
      ([.digit(2), .add, .digit(3), .equals, .multiply, .digit(4), .equals], "20"),  // = first forces 5
    ] as [([CalculatorEngine.Key], String)])
  func precedence(keys: [CalculatorEngine.Key], shown: String) {
    #expect(run(keys) == shown)
  }

  @Test("C clears the entry, AC everything")
  func clear() {
    var engine = CalculatorEngine()
    for k: CalculatorEngine.Key in [.digit(8), .add, .digit(5)] { engine.press(k) }
    #expect(engine.clearsEntry)
    engine.press(.clear)
    engine.press(.digit(2))
    engine.press(.equals)
    #expect(engine.display == "10")
    engine.press(.clear)
    #expect(engine.display == "0" && !engine.clearsEntry)
  }
}
