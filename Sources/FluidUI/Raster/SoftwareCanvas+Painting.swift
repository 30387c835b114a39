import FluidMotion

/// Shapes and text, pixel by pixel.
extension SoftwareCanvas {
  /// Paints a rounded rectangle `rect` (its own points, mapped to the window by `transform`) in
  /// `style`, inside `bounds` (window points) and `clip`; a hollow shadow leaves out what the shape
  /// `hollow` covers.
  func paint(
    _ rect: Rect, radius: Double, style: ShapeStyle, transform: Transform2D, bounds: Rect,
    within clip: PixelBox,
    hollow: (rect: Rect, radius: Double)? = nil
  ) {
    let area = box(of: bounds).intersection(clip)
    guard !area.isEmpty, rect.size.width > 0, rect.size.height > 0,
      let inverse = transform.inverted
    else { return }
    let toPixels = scale * transform.scale  // local units to pixels
    guard toPixels > 0, toPixels.isFinite else { return }
    let outline = RoundedOutline(width: rect.size.width, height: rect.size.height, radius: radius)
    let cover = hollow.map {
      RoundedOutline(width: $0.rect.size.width, height: $0.rect.size.height, radius: $0.radius)
    }
    let solid: Color? =
      if case .fill(.solid(let c)) = style { c } else if !style.variesVertically { style.color(at: 0) } else {
        nil
      }
    for y in area.minY..<area.maxY {
      let row = y * pixelWidth
      for x in area.minX..<area.maxX {
        let local = inverse.apply(Vector2(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale))
        let (lx, ly) = (local.x - rect.minX, local.y - rect.minY)
        var coverage = style.coverage(outline.distance(x: lx, y: ly) * toPixels)
        guard coverage > 0 else { continue }
        if let cover, let h = hollow {
          let d = cover.distance(x: local.x - h.rect.minX, y: local.y - h.rect.minY) * toPixels
          coverage *= 1 - min(1, max(0, 0.5 - d))
        }
        blend(row + x, solid ?? style.color(at: ly / rect.size.height), coverage)
      }
    }
  }

  /// Draws `string` in `frame` (its own points, mapped by `transform`), centred vertically and
  /// aligned as `style` says, as the SDL renderer places it: the line's box centred on its place.
  func draw(_ string: String, frame: Rect, style: TextStyle, transform: Transform2D, within clip: PixelBox) {
    let size = style.size * scale
    guard size.isFinite, size > 0 else { return }
    let pixelSize = Int(min(max(size.rounded(), 1), 4_096))
    guard !string.isEmpty, let line = textRaster.line(string, pixelSize: pixelSize, bold: style.bold),
      line.width > 0, let inverse = transform.inverted
    else { return }
    let width = Double(line.advance) / scale
    let left: Double
    switch style.alignment {
    case .left: left = frame.minX
    case .center: left = (frame.minX + frame.maxX - width) / 2
    case .right: left = frame.maxX - width
    }
    // The mask's top-left in its own points (the line's box, less the mask's pad), and its size there.
    let origin = Vector2(
      x: left - Double(line.pad) / scale, y: frame.center.y - Double(line.height) / scale / 2)
    let area = box(
      of: Self.box(
        Rect(
          origin: origin, size: Size(width: Double(line.width) / scale, height: Double(line.height) / scale)),
        transform)
    ).intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      let row = y * pixelWidth
      for x in area.minX..<area.maxX {
        let local = inverse.apply(Vector2(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale))
        let coverage = Self.sample(line, at: (local - origin).scaled(by: scale))
        if coverage > 0 { blend(row + x, style.color, coverage) }
      }
    }
  }

  /// The line's coverage at a point of its mask (pixels from its top-left), bilinear between pixel
  /// centres, 0 outside.
  static func sample(_ line: TextRaster.Line, at p: Vector2) -> Double {
    guard p.x > -1, p.y > -1, p.x < Double(line.width) + 1, p.y < Double(line.height) + 1 else { return 0 }
    let (fx, fy) = (p.x - 0.5, p.y - 0.5)
    let (x0, y0) = (Int(fx.rounded(.down)), Int(fy.rounded(.down)))
    let (tx, ty) = (fx - Double(x0), fy - Double(y0))
    func at(_ x: Int, _ y: Int) -> Double {
      x >= 0 && y >= 0 && x < line.width && y < line.height ? Double(line.alpha[y * line.width + x]) / 255 : 0
    }
    let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
    let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
    return top * (1 - ty) + bottom * ty
  }

  /// The window box (points) around `rect` mapped by `t`, a pixel wider each way.
  static func box(_ rect: Rect, _ t: Transform2D) -> Rect {
    let corners = [
      Vector2(x: rect.minX, y: rect.minY), Vector2(x: rect.maxX, y: rect.minY),
      Vector2(x: rect.minX, y: rect.maxY), Vector2(x: rect.maxX, y: rect.maxY),
    ].map(t.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(
      x: xs.min()! - 1, y: ys.min()! - 1, width: xs.max()! - xs.min()! + 2, height: ys.max()! - ys.min()! + 2)
  }
}
