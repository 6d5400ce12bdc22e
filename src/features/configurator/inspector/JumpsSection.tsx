import { Classes } from '@blueprintjs/core'
import { type Block, connect, disconnect, type EditorState } from '@engine/index'
import { useId, useMemo } from 'react'
import { ui } from '../../../i18n'
import { blockHandles, jumpsFrom } from '../blockHandles'
import { useEditorState, useSession } from '../useConfigurator'
import { AddJumpForm } from './AddJumpForm'
import { JumpRow } from './JumpRow'
import { useJumpTargets } from './useJumpTargets'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.jumps
const selectConnections = (s: EditorState) => s.connections

/** The conditional jumps leaving the block (docs/design/dialog-content.md): list, re-target, remove, add. */
export function JumpsSection({ block }: { block: Block }) {
  const session = useSession()
  const connections = useEditorState(selectConnections)
  const source = block.unique_question_id
  const jumps = useMemo(() => jumpsFrom(connections, source), [connections, source])
  const labels = useMemo(() => new Map(blockHandles(block, jumps).map((h) => [h.id, h.label])), [block, jumps])
  const targets = useJumpTargets()
  const headingId = useId()

  return (
    <section className="inspector-fieldset" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.heading}</h3>
      <p className={Classes.TEXT_MUTED}>{t.intro}</p>
      {jumps.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className={Classes.LIST_UNSTYLED}>
          {jumps.map((jump) => (
            <JumpRow
              key={jump.handle}
              jump={jump}
              label={labels.get(jump.handle) ?? jump.handle}
              targets={targets}
              onRetarget={(target) => void session.execute(connect({ source, handle: jump.handle, target }))}
              onRemove={() => void session.execute(disconnect({ source, handle: jump.handle }))}
            />
          ))}
        </ul>
      )}
      <AddJumpForm block={block} jumps={jumps} targets={targets} />
    </section>
  )
}
