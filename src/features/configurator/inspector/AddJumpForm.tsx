import { Button, Classes, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core'
import { type Block, type Connection, connect } from '@engine/index'
import { type FormEvent, useId, useState } from 'react'
import { ui } from '../../../i18n'
import { useSession } from '../useConfigurator'
import { jumpHandleError, normalizeHandle } from './jumpHandle'
import { CUSTOM_HANDLE, jumpHandleChoices } from './jumpHandleChoices'
import type { JumpTarget } from './useJumpTargets'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.jumps

interface Props {
  block: Block
  /** The jumps leaving `block`. */
  jumps: readonly Connection[]
  targets: readonly JumpTarget[]
}

/** Adds a jump: pick the handle (or type a range / intent), pick the target, connect. */
export function AddJumpForm({ block, jumps, targets }: Props) {
  const id = useId()
  const session = useSession()
  const [picked, setPicked] = useState('')
  const [text, setText] = useState('')
  const [target, setTarget] = useState('')
  const [attempted, setAttempted] = useState(false)
  const choices = jumpHandleChoices(block, jumps)
  if (choices.length === 0) return <p className={Classes.TEXT_MUTED}>{t.allUsed}</p>

  // After a jump was added its handle is gone from the list: fall back to the first free one.
  const choice = choices.some((c) => c.value === picked) ? picked : (choices[0]?.value ?? '')
  const custom = choice === CUSTOM_HANDLE
  const handleError = custom ? jumpHandleError(block, text, jumps) : null
  const targetError = targets.some((o) => o.value === target) ? null : t.errors.targetRequired
  const showHandleError = handleError && (attempted || text !== '') ? handleError : null
  const showTargetError = attempted ? targetError : null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempted(true)
    if (handleError || targetError) return
    const handle = custom ? normalizeHandle(block, text) : choice
    const result = await session.execute(connect({ source: block.unique_question_id, handle, target }))
    if (result.ok) {
      setText('')
      setTarget('')
      setAttempted(false)
    }
  }

  const likert = block.type === 'likert'
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t.add}>
      <FormGroup label={t.handle} labelFor={`${id}-handle`}>
        <HTMLSelect
          id={`${id}-handle`}
          fill
          value={choice}
          options={choices}
          onChange={(event) => setPicked(event.currentTarget.value)}
        />
      </FormGroup>
      {custom && (
        <FormGroup
          label={block.type === 'open' ? t.intentLabel : t.rangeLabel}
          labelFor={`${id}-text`}
          helperText={showHandleError ?? undefined}
          intent={showHandleError ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup
            id={`${id}-text`}
            value={text}
            maxLength={250}
            intent={showHandleError ? Intent.DANGER : Intent.NONE}
            aria-invalid={showHandleError ? true : undefined}
            placeholder={
              block.type === 'open' ? t.intentPlaceholder : likert ? t.rangePlaceholderLikert : t.rangePlaceholderNumber
            }
            onValueChange={setText}
          />
        </FormGroup>
      )}
      <FormGroup
        label={t.target}
        labelFor={`${id}-target`}
        helperText={showTargetError ?? undefined}
        intent={showTargetError ? Intent.DANGER : Intent.NONE}
      >
        <HTMLSelect
          id={`${id}-target`}
          fill
          value={target}
          options={[{ value: '', label: t.targetPlaceholder }, ...targets]}
          aria-invalid={showTargetError ? true : undefined}
          onChange={(event) => setTarget(event.currentTarget.value)}
        />
      </FormGroup>
      <Button type="submit" icon="add" text={t.add} />
    </form>
  )
}
