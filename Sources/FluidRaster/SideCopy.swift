/// How a run of side columns is copied along the straight part of a shape.
package enum SideCopy {
  /// Blended: the anti-aliased edge, or a translucent colour.
  case blend
  /// Copied without blending: fully covered by an opaque colour.
  case opaque
  /// Not copied: fully covered, and nothing is painted there (a hollow shadow, an outline's inside).
  case skip
}
