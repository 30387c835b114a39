/// A run of text to draw.
public struct TextStyle: Hashable, Sendable {
  /// Point size.
  public var size: Double
  /// Colour.
  public var color: Color
  /// Bold face.
  public var bold: Bool
  /// Horizontal alignment in the frame; text is centred vertically.
  public var alignment: TextAlignment

  /// Creates a style.
  public init(size: Double = 16, color: Color = .white, bold: Bool = false, alignment: TextAlignment = .left)
  {
    self.size = size
    self.color = color
    self.bold = bold
    self.alignment = alignment
  }
}
