import { NonIdealState } from '@blueprintjs/core'
import { type EditorState, moveBlock } from '@engine/index'
import { type DragEvent, useCallback, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { useEditorState, useSession } from '../useConfigurator'
import { BlockRow } from './BlockRow'
import { reorderTarget } from './reorderTarget'

const t = ui.configurator.list
const selectBlocks = (s: EditorState) => s.blocks

/**
 * The blocks in dialog order. Drag a row (or use its arrow buttons, for the keyboard) to
 * reorder: one `moveBlock` command, one undo step.
 */
export function BlockList() {
  const session = useSession()
  const blocks = useEditorState(selectBlocks)
  const { selectedId } = useSnapshot(session.ui)
  const [drag, setDrag] = useState<{ from: number; before: number } | null>(null)

  const onSelect = useCallback(
    (id: string) => {
      session.ui.selectedId = id
      session.ui.panel = 'block'
    },
    [session],
  )
  const onMove = useCallback(
    (id: string, to: number) => void session.execute(moveBlock({ unique_question_id: id, to })),
    [session],
  )
  const onDragStart = useCallback((e: DragEvent, index: number) => {
    e.dataTransfer.effectAllowed = 'move'
    e.dataTransfer.setData('text/plain', String(index))
    setDrag({ from: index, before: index })
  }, [])
  const onDragOver = useCallback((e: DragEvent, index: number) => {
    e.preventDefault()
    const box = e.currentTarget.getBoundingClientRect()
    const before = e.clientY > box.top + box.height / 2 ? index + 1 : index
    setDrag((d) => (d && d.before !== before ? { ...d, before } : d))
  }, [])
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    if (!drag) return
    const to = reorderTarget(drag.from, drag.before)
    const id = blocks.ids[drag.from]
    setDrag(null)
    if (to !== null && id) onMove(id, to)
  }

  if (blocks.size === 0) return <NonIdealState icon="list" title={t.empty} />
  const values = blocks.values()
  return (
    <ol
      className="block-list"
      aria-label={t.label}
      onDrop={onDrop}
      onDragOver={(e) => e.preventDefault()}
      onDragEnd={() => setDrag(null)}
    >
      {values.map((block, i) => (
        <BlockRow
          key={block.unique_question_id}
          block={block}
          selected={block.unique_question_id === selectedId}
          last={i === values.length - 1}
          dropBefore={drag !== null && drag.before === i && reorderTarget(drag.from, i) !== null}
          onSelect={onSelect}
          onMove={onMove}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
        />
      ))}
      {drag !== null && drag.before === values.length && reorderTarget(drag.from, values.length) !== null && (
        <li className="block-row-drop-end" aria-hidden />
      )}
    </ol>
  )
}
