/**
 * A share (0..1) as a short bar beside its number, for tables whose rows read as parts of one
 * whole (a block's routes, how many reached each block). Decorative: the number beside it says it.
 */
export function ShareBar({ share }: { share: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100)
  return (
    <span className="share-bar" aria-hidden="true">
      <span style={{ width: `${percent}%` }} />
    </span>
  )
}
