/** A step's time for the summary of `npm test`: "42 s" or "4:05 min", rounded once (1439.6 s is 24:00 min, not 23:60). */
export function formatSeconds(seconds) {
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  const rest = whole - minutes * 60
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')} min` : `${rest} s`
}
