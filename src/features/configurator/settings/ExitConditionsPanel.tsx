import { Button, Classes, H5 } from '@blueprintjs/core'
import { createExitCondition, deleteExitCondition, type EditorState, updateExitCondition } from '@engine/index'
import { useState } from 'react'
import { ui as uiTexts } from '../../../i18n'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { useEditorState, useSession } from '../useConfigurator'
import { ExitConditionForm } from './ExitConditionForm'
import { ExitConditionItem } from './ExitConditionItem'
import { changedFields, emptyDraft, toDraft } from './exitConditionForm'
import './settings.css'

const configuratorSettings = uiTexts.configuratorSettings

const t = configuratorSettings.exit
const selectConditions = (s: EditorState) => s.exitConditions

/** The dialog's AI exit conditions (docs/design/dialog-content.md); every change is an undoable engine command. */
export function ExitConditionsPanel() {
  const session = useSession()
  const conditions = useEditorState(selectConditions)
  const [adding, setAdding] = useState(false)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [confirmId, setConfirmId] = useState<string | null>(null)

  const remove = () => {
    const id = confirmId
    setConfirmId(null)
    if (id) void session.execute(deleteExitCondition({ id }))
  }

  return (
    <section className="exit-conditions" aria-label={t.title}>
      <H5>{t.title}</H5>
      <p className={Classes.TEXT_MUTED}>{t.explanation}</p>
      {conditions.length === 0 && !adding && <p>{t.empty}</p>}
      <ul className="exit-conditions-list">
        {conditions.map((condition) =>
          editingId === condition.id ? (
            <li key={condition.id}>
              <ExitConditionForm
                initial={toDraft(condition)}
                onCancel={() => setEditingId(null)}
                onSave={(input) => {
                  setEditingId(null)
                  const changes = changedFields(condition, input)
                  if (Object.keys(changes).length > 0)
                    void session.execute(updateExitCondition({ id: condition.id, ...changes }))
                }}
              />
            </li>
          ) : (
            <ExitConditionItem
              key={condition.id}
              condition={condition}
              onEdit={() => setEditingId(condition.id)}
              onDelete={() => setConfirmId(condition.id)}
            />
          ),
        )}
      </ul>
      {adding ? (
        <ExitConditionForm
          initial={emptyDraft}
          onCancel={() => setAdding(false)}
          onSave={(input) => {
            setAdding(false)
            void session.execute(createExitCondition(input))
          }}
        />
      ) : (
        <Button icon="add" text={t.add} onClick={() => setAdding(true)} />
      )}
      <ConfirmDialog
        isOpen={confirmId !== null}
        intent="danger"
        texts={t.deleteConfirm}
        onConfirm={remove}
        onClose={() => setConfirmId(null)}
      />
    </section>
  )
}
