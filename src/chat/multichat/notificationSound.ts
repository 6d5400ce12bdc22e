/** What the beep needs of Web Audio; a fake in tests. */
export interface AudioOut {
  beep(): void
}

const FREQUENCY_HZ = 880
const LENGTH_S = 0.15

/** A short sine tone with a soft attack and release (no clicks), made in code: no audio asset. */
export function webAudioOut(): AudioOut | null {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined
  if (!Context) return null
  const context = new Context()
  return {
    beep() {
      if (context.state === 'suspended') void context.resume()
      const start = context.currentTime
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.frequency.value = FREQUENCY_HZ
      gain.gain.setValueAtTime(0, start)
      gain.gain.linearRampToValueAtTime(0.2, start + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.001, start + LENGTH_S)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start)
      oscillator.stop(start + LENGTH_S)
    },
  }
}

const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const

/**
 * The notification sound (docs/product/entities.md client config notification_sound). Browsers forbid audio
 * before the first user gesture, and a sound nobody asked for is rude anyway: until the
 * respondent clicked, tapped or typed on the page, `notify` stays silent. The audio context is
 * made on that first gesture, which is also what lets it play.
 */
export function createNotifier(target: EventTarget = globalThis, makeOut: () => AudioOut | null = webAudioOut) {
  let out: AudioOut | null = null
  let unlocked = false
  const unlock = () => {
    unlocked = true
    try {
      out = makeOut()
    } catch {
      out = null
    }
    for (const type of GESTURES) target.removeEventListener(type, unlock)
  }
  for (const type of GESTURES) target.addEventListener(type, unlock)
  return {
    notify(): void {
      if (!unlocked || !out) return
      try {
        out.beep()
      } catch {
        // A sound is a courtesy; a failing audio device must not break the chat.
      }
    },
    dispose(): void {
      for (const type of GESTURES) target.removeEventListener(type, unlock)
    },
  }
}
