import CSDL2

/// Makes the blended ARGB8888 textures that shapes and text are copied from.
///
/// On a software target they are streaming: a software renderer keeps a streaming texture's pixels
/// in memory it hands out on `SDL_LockTexture`, so ``DirectFill/copy(_:_:_:clip:)`` blends them
/// itself. Elsewhere they are static, as SDL prefers.
@MainActor
enum BlendedTexture {
  /// A blended texture of `width` × `height` ARGB8888 pixels (straight alpha) read from `pixels`,
  /// `pitch` bytes a row; nil when SDL cannot make it.
  static func make(
    _ renderer: OpaquePointer, width: Int32, height: Int32, pixels: UnsafeRawPointer?, pitch: Int32,
    streams: Bool
  ) -> OpaquePointer? {
    let access = streams ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue), width, height)
    else { return nil }
    guard SDL_UpdateTexture(texture, nil, pixels, pitch) == 0 else {
      SDL_DestroyTexture(texture)
      return nil
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return texture
  }

  /// A blended texture of `surface` (SDL2_ttf's), made as ``make(_:width:height:pixels:pitch:streams:)``
  /// makes one when the surface is ARGB8888, else by SDL from the surface.
  static func make(_ renderer: OpaquePointer, of surface: UnsafeMutablePointer<SDL_Surface>, streams: Bool)
    -> OpaquePointer?
  {
    let s = surface.pointee
    guard s.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue, s.flags & 0x2 == 0 else {  // not RLE
      let texture = SDL_CreateTextureFromSurface(renderer, surface)
      if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
      return texture
    }
    return make(renderer, width: s.w, height: s.h, pixels: s.pixels, pitch: s.pitch, streams: streams)
  }
}
