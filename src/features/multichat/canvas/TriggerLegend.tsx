import { ui } from '../../../i18n'
import type { EdgeStyle } from './multichatFlow'

const t = ui.multichat.legend
const STYLES: EdgeStyle[] = ['startDialog', 'waitFor', 'moveTo', 'waitAPI']

/**
 * What the four edge styles mean (issue #8): one line below the canvas, not a panel on it, so it
 * never covers dialogs (docs/multichat.md "Canvas").
 */
export function TriggerLegend() {
  return (
    <div className="mce-legend">
      <ul aria-label={t.label}>
        {STYLES.map((style) => (
          <li key={style}>
            <svg width="36" height="10" aria-hidden="true">
              <line x1="2" y1="5" x2="34" y2="5" className={`mce-edge-path mce-edge-path-${style}`} />
            </svg>
            {t[style]}
          </li>
        ))}
      </ul>
    </div>
  )
}
