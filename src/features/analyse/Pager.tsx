import { Button, ButtonGroup } from '@blueprintjs/core'
import { ui } from '../../i18n'
import { PAGE_SIZE } from './analyseApi'
import { formatCount } from '../../i18n/formatNumbers'

const t = ui.analyse.pager

/** "21–40 von 120" with previous/next; nothing when everything fits on one page. */
export function Pager({ offset, total, onPage }: { offset: number; total: number; onPage: (offset: number) => void }) {
  if (total <= PAGE_SIZE && offset === 0) return null
  const last = Math.min(offset + PAGE_SIZE, total)
  return (
    <div className="analyse-pager">
      <span>{t.range(formatCount(Math.min(offset + 1, total)), formatCount(last), formatCount(total))}</span>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          text={t.previous}
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - PAGE_SIZE))}
        />
        <Button
          endIcon="chevron-right"
          text={t.next}
          disabled={last >= total}
          onClick={() => onPage(offset + PAGE_SIZE)}
        />
      </ButtonGroup>
    </div>
  )
}
