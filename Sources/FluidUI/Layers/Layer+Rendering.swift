import FluidMotion

extension Layer {
  /// Appends this layer's and its children's draw commands to `list`.
  ///
  /// A layer whose ``paintExtent`` lies wholly outside what can be seen — its clip (the
  /// ``masksToBounds`` ancestors) and `visible` — is culled: neither it nor its children are walked
  /// or drawn, so a frame costs what shows, not what the tree holds. Under a layer that
  /// ``masksToBounds``, commands that lie wholly outside its clip are left out too.
  /// - Parameters:
  ///   - list: The draw list, appended to in back-to-front order.
  ///   - parent: The map from the parent's coordinates to the window.
  ///   - opacity: The parent's accumulated opacity.
  ///   - clip: The clip the parent draws under, window points (`nil`: none).
  ///   - visible: The part of the window that can be seen, window points (`nil`: all of it); the
  ///     frame loop passes the window's bounds.
  public func render(
    into list: inout [DrawCommand], parent: Transform2D = .identity, opacity: Double = 1, clip: Rect? = nil,
    visible: Rect? = nil
  ) {
    guard !isHidden else { return }
    let alpha = opacity * self.alpha
    guard alpha > 0 else { return }
    let m = parent.concatenating(localTransform)
    let seen = Self.windowBox(paintExtent, through: m)
    guard clip?.overlaps(seen) ?? true, visible?.overlaps(seen) ?? true else { return }
    // Axis-aligned layers draw as plain rectangles; others carry their transform.
    let (rect, transform) =
      m.isTranslation
      ? (Rect(x: m.tx, y: m.ty, width: frame.size.width, height: frame.size.height), Transform2D.identity)
      : (Rect(origin: .zero, size: frame.size), m)
    let radius = min(cornerRadius, min(frame.size.width, frame.size.height) / 2)
    if let shadow {
      var faded = shadow
      faded.color = shadow.color.withAlpha(alpha)
      // Under an opaque fill only the soft edge shows, as long as the offset stays inside it.
      let offset = max(abs(shadow.offset.width), abs(shadow.offset.height))
      faded.isHollow = alpha >= 1 && fill?.isOpaque == true && offset <= shadow.radius / 2
      list.append(.shadow(rect, cornerRadius: radius, shadow: faded, transform: transform))
    }
    if let fill {
      list.append(.roundedRect(rect, cornerRadius: radius, fill: fill.withAlpha(alpha), transform: transform))
    }
    if isHovered, let hoverFill {
      list.append(
        .roundedRect(rect, cornerRadius: radius, fill: hoverFill.withAlpha(alpha), transform: transform))
    }
    if let border {
      list.append(
        .border(
          rect, cornerRadius: radius, width: border.width, color: border.color.withAlpha(alpha),
          transform: transform))
    }
    if let text, !text.isEmpty {
      var style = textStyle
      style.color = style.color.withAlpha(alpha)
      list.append(.text(text, frame: rect, style: style, transform: transform))
    }
    guard masksToBounds else {
      for child in childrenToDraw(through: m, clip: clip, visible: visible) {
        child.render(into: &list, parent: m, opacity: alpha, clip: clip, visible: visible)
      }
      return
    }
    let box = Self.windowBox(Rect(origin: .zero, size: frame.size), through: m)
    let inner = clip.map { $0.intersection(box) } ?? box
    guard let inner, !sublayers.isEmpty else { return }  // all clipped away
    list.append(.clip(inner))
    let first = list.count
    for child in childrenToDraw(through: m, clip: inner, visible: visible) {
      child.render(into: &list, parent: m, opacity: alpha, clip: inner, visible: visible)
    }
    // What lies wholly outside the clip paints nothing: a long scrolled list costs what shows.
    list[first...].removeAll { command in
      if case .clip = command { return false }
      return !command.bounds.overlaps(inner)
    }
    list.append(.clip(clip))
  }
}

extension Layer {
  /// The axis-aligned window box around `rect` mapped through `m`: the span of its four corners,
  /// found without allocating (it runs for every command of every frame).
  static func windowBox(_ rect: Rect, through m: Transform2D) -> Rect {
    let p = (
      m.apply(Vector2(x: rect.minX, y: rect.minY)), m.apply(Vector2(x: rect.maxX, y: rect.minY)),
      m.apply(Vector2(x: rect.minX, y: rect.maxY)), m.apply(Vector2(x: rect.maxX, y: rect.maxY))
    )
    let (x0, x1) = (min(p.0.x, p.1.x, p.2.x, p.3.x), max(p.0.x, p.1.x, p.2.x, p.3.x))
    let (y0, y1) = (min(p.0.y, p.1.y, p.2.y, p.3.y), max(p.0.y, p.1.y, p.2.y, p.3.y))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

extension Fill {
  /// The fill with every colour's opacity multiplied by `factor`.
  public func withAlpha(_ factor: Double) -> Fill {
    if factor == 1 { return self }
    switch self {
    case .solid(let c): return .solid(c.withAlpha(factor))
    case .verticalGradient(let top, let bottom):
      return .verticalGradient(top: top.withAlpha(factor), bottom: bottom.withAlpha(factor))
    }
  }
}
