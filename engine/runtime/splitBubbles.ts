import type { Bubble } from './Turn'

const MARKER = /#(\d+)#/g

/**
 * Splits a bot text at its delay markers (`#1500#`, docs/design/dialog-content.md) into bubbles. A marker is the
 * pause before the next bubble, scaled by the survey speed relative to its default 0.5:
 * `delayMs = round(marker * speed / 0.5)`, so 0.5 keeps the written pauses, 0 shows everything at
 * once and 1 doubles them (speed may be 0, which rules out dividing by it). Consecutive markers
 * add up; empty parts give no bubble.
 */
export function splitBubbles(context: string, speed: number): Bubble[] {
  const factor = Number.isFinite(speed) && speed > 0 ? speed / 0.5 : 0
  const bubbles: Bubble[] = []
  let pause = 0
  let last = 0
  const push = (part: string) => {
    const text = part.trim()
    if (!text) return
    bubbles.push({ text, delayMs: Math.round(pause * factor) })
    pause = 0
  }
  for (const match of context.matchAll(MARKER)) {
    push(context.slice(last, match.index))
    pause += Number(match[1])
    last = match.index + match[0].length
  }
  push(context.slice(last))
  return bubbles
}
