import { InputGroup } from '@blueprintjs/core'
import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import { ui } from '../../i18n'
import { previewText } from './blockPreview'
import { focusBlock } from './configuratorUi'
import { searchBlocks } from './searchBlocks'
import { useSession } from './useConfigurator'

const t = ui.configurator

/** Finds a block by its text and jumps to it (selects it and centres it on the canvas). */
export function BlockSearch() {
  const session = useSession()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const listId = useId()
  // Read on demand: the search does not need to re-render with every edit.
  const hits = useMemo(() => searchBlocks(session.editor.getState().blocks.values(), query), [session, query])

  const pick = (id: string | undefined) => {
    if (!id) return
    focusBlock(session.ui, id)
    setQuery('')
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1))
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0))
    else if (e.key === 'Enter') pick(hits[active]?.unique_question_id)
    else if (e.key === 'Escape') setQuery('')
    else return
    e.preventDefault()
    e.stopPropagation()
  }

  const open = query.trim().length > 0
  return (
    <div className="configurator-search">
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder={t.toolbar.search}
        aria-label={t.toolbar.searchLabel}
        value={query}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && hits[active] ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setQuery(e.currentTarget.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" className="configurator-search-results" aria-label={t.toolbar.searchLabel}>
          {hits.length === 0 && <li className="configurator-muted">{t.toolbar.noMatch}</li>}
          {hits.map((block, i) => (
            <li
              key={block.unique_question_id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault()
                pick(block.unique_question_id)
              }}
            >
              <strong>{t.block.label(block.order + 1)}</strong> {previewText(block.context) || t.block.empty}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
