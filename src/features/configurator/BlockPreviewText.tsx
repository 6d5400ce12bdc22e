import { Icon } from '@blueprintjs/core'
import { ui } from '../../i18n'
import { blockPreview } from './blockPreview'

const t = ui.configurator.block

/**
 * A block's text as the canvas, the multichat canvas and the list show it: the first 100
 * characters, each pause marker a small badge with a clock icon and its seconds (an icon, not an
 * emoji, which a system without an emoji font draws as an empty box).
 */
export function BlockPreviewText({ context, empty }: { context: string; empty?: string }) {
  const preview = blockPreview(context)
  if (preview.length === 0) return empty ? <span className="configurator-muted">{empty}</span> : null
  return preview.map((part, i) =>
    part.kind === 'text' ? (
      <span key={i}>{part.text}</span>
    ) : (
      <span key={i} className="block-node-delay" title={t.delayText(part.seconds)}>
        <Icon icon="time" size={10} aria-hidden />
        {t.delay(part.seconds)}
      </span>
    ),
  )
}
