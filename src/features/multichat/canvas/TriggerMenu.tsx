import { Button, FormGroup, InputGroup, Menu, MenuDivider, MenuItem } from '@blueprintjs/core'
import type { TriggerAction } from '@engine/index'
import { useEffect, useRef, useState } from 'react'
import { ui } from '../../../i18n'
import type { PendingTrigger } from '../multichatUi'
import { useMultichat } from '../useMultichat'
import { parseReleaseSeconds } from './releaseSeconds'

const t = ui.multichat
const ACTIONS: TriggerAction[] = ['startDialog', 'waitFor', 'moveDialog', 'waitAPI']

/** After a drag from a block to a block of another dialog: which trigger it becomes (docs/product/validation.md). */
export function TriggerMenu({ pending }: { pending: PendingTrigger }) {
  const session = useMultichat()
  const ref = useRef<HTMLDivElement>(null)
  const [signalForm, setSignalForm] = useState(false)
  const [seconds, setSeconds] = useState('')
  const parsed = parseReleaseSeconds(seconds)
  const close = () => {
    session.ui.pendingTrigger = null
  }

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"], input')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') session.ui.pendingTrigger = null
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [session, signalForm])

  const create = (action: TriggerAction, release: number | null = null) => {
    close()
    void session.addTrigger(action, pending.source, pending.target, release)
  }
  return (
    <div
      ref={ref}
      className="mce-trigger-menu"
      style={{ left: pending.screen.x, top: pending.screen.y }}
      role="dialog"
      aria-label={t.menu.title}
    >
      {!signalForm ? (
        <Menu aria-label={t.menu.title}>
          <MenuDivider title={t.menu.title} />
          {ACTIONS.map((action) => (
            <MenuItem
              key={action}
              text={t.actions[action]}
              onClick={() => (action === 'waitAPI' ? setSignalForm(true) : create(action))}
            />
          ))}
          <MenuDivider />
          <MenuItem text={t.menu.cancel} icon="cross" onClick={close} />
        </Menu>
      ) : (
        <form
          className="mce-signal-form"
          onSubmit={(e) => {
            e.preventDefault()
            if (parsed.ok) create('waitAPI', parsed.value)
          }}
        >
          <strong>{t.actions.waitAPI}</strong>
          <FormGroup
            label={t.menu.releaseAfter}
            labelFor="mce-release-after"
            helperText={parsed.ok ? t.menu.releaseHint : t.menu.releaseInvalid}
            intent={parsed.ok ? 'none' : 'danger'}
          >
            <InputGroup
              id="mce-release-after"
              inputMode="numeric"
              value={seconds}
              onValueChange={setSeconds}
              intent={parsed.ok ? 'none' : 'danger'}
            />
          </FormGroup>
          <Button type="submit" intent="primary" text={t.menu.create} disabled={!parsed.ok} />
          <Button variant="minimal" text={t.menu.cancel} onClick={close} />
        </form>
      )}
    </div>
  )
}
