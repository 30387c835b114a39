import CSDL2
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Plays feedback clicks through SDL audio: samples queued with `SDL_QueueAudio` (no callback, no
/// audio thread of ours).
///
/// The device opens on ``prepare()`` or the first impact, not before: an open SDL device keeps an
/// audio thread busy, and an app that never clicks should cost nothing while idle. With no audio device
/// it stays silent — no error, nothing on stderr (SDL's ALSA backend prints its failures there, so
/// stderr is muted while the device is opened).
@MainActor
public final class AudioFeedback: @MainActor FeedbackSink {
  private var device: SDL_AudioDeviceID = 0
  private var attempted = false
  private var clicks: [FeedbackStyle: [Float]] = [:]
  /// Whether a device is open (after ``prepare()``; otherwise impacts are silent).
  public var isAudible: Bool { device != 0 }

  /// Creates the sink; no device is opened yet.
  public init() {}

  /// Opens the default audio device, if there is one (once; later calls do nothing).
  public func prepare() {
    guard !attempted else { return }
    attempted = true
    withStderrMuted {
      guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else { return }
      var want = SDL_AudioSpec()
      want.freq = 48_000
      want.format = SDL_AudioFormat(CSDL_AUDIO_F32SYS)
      want.channels = 1
      want.samples = 512
      var have = SDL_AudioSpec()
      device = SDL_OpenAudioDevice(nil, 0, &want, &have, 0)
      if device == 0 { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
    }
    guard device != 0 else { return }
    for style in FeedbackStyle.allCases {
      clicks[style] = ClickSynthesizer.samples(style, sampleRate: 48_000)
    }
    SDL_PauseAudioDevice(device, 0)
  }

  isolated deinit {
    if device != 0 {
      SDL_CloseAudioDevice(device)
      SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }
  }

  /// Queues the click of `style`, opening the device first if needed.
  public func impact(_ style: FeedbackStyle) {
    prepare()
    guard device != 0, let samples = clicks[style] else { return }
    samples.withUnsafeBytes { bytes in
      _ = SDL_QueueAudio(device, bytes.baseAddress, UInt32(bytes.count))
    }
  }

  /// Bytes still waiting to be played.
  public var queuedBytes: UInt32 { device == 0 ? 0 : SDL_GetQueuedAudioSize(device) }

  private func withStderrMuted(_ body: () -> Void) {
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY)
    if saved >= 0 && null >= 0 { dup2(null, 2) }
    body()
    if saved >= 0 {
      dup2(saved, 2)
      close(saved)
    }
    if null >= 0 { close(null) }
  }
}
