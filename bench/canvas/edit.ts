// What a text edit in the inspector changes on the canvas, and how fast the node shows it.
import type { Page } from '@playwright/test'
import type { BenchWindow } from './measure'

export interface EditSample {
  /** Everything in the canvas that changed while typing: node ids, `added:…`, `edge:…`, `minimap:…`, `other:…`. */
  mutated: string[]
  keystrokes: number
  /** keydown → the edited node's DOM updated, per keystroke. */
  commitMs: number[]
  /** keydown → the first frame after that update. */
  frameMs: number[]
}

/**
 * Selects the block, then watches the whole canvas while typing at the start of the inspector's
 * Text field. `typed` has no spaces: the preview collapses whitespace, so a space may show nothing.
 */
export async function editText(page: Page, blockId: string, typed = 'Hallo:'): Promise<EditSample> {
  await page.locator(`.react-flow__node[data-id="${blockId}"]`).click()
  const field = page.locator('.configurator-side').getByLabel('Text', { exact: true })
  await field.click()
  await page.keyboard.press('Control+Home') // typed at the start, so the (cut) preview shows it
  await page.waitForTimeout(700)
  await page.evaluate((id) => {
    const win = window as unknown as BenchWindow
    const edit: BenchWindow['__edit'] = { touched: new Set(), keys: [], commits: [], painted: [] }
    win.__edit = edit
    const root = document.querySelector('.react-flow') as Element
    document.addEventListener('keydown', () => edit.keys.push(performance.now()), { capture: true })
    const label = (node: Node | null): string => {
      const el = node instanceof Element ? node : node?.parentElement
      const flowNode = el?.closest<HTMLElement>('.react-flow__node')
      if (flowNode) return flowNode.dataset.id ?? '?'
      const edge = el?.closest<Element>('.react-flow__edge')
      if (edge) return `edge:${edge.getAttribute('data-id') ?? edge.id}`
      if (el?.closest('.react-flow__minimap, .canvas-minimap')) return `minimap:${el?.tagName.toLowerCase()}`
      const named = el?.closest('[class]')
      return `other:${el?.tagName.toLowerCase() ?? '?'} in .${named?.getAttribute('class')?.split(' ').pop() ?? '?'}`
    }
    new MutationObserver((records) => {
      for (const r of records) {
        edit.touched.add(label(r.target))
        if (r.target instanceof Element && r.target.classList.contains('react-flow__nodes'))
          for (const n of r.addedNodes) edit.touched.add(`added:${label(n)}`)
      }
      const k = edit.keys.length - 1
      if (k >= 0 && edit.commits[k] === undefined && records.some((r) => label(r.target) === id)) {
        edit.commits[k] = performance.now()
        requestAnimationFrame(() => (edit.painted[k] = performance.now()))
      }
    }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
  }, blockId)
  await page.keyboard.type(typed, { delay: 120 })
  await page.waitForTimeout(700)
  return page.evaluate(() => {
    const { touched, keys, commits, painted } = (window as unknown as BenchWindow).__edit
    const since = (times: number[]) =>
      keys.flatMap((k, i) => (times[i] === undefined ? [] : [(times[i] as number) - k]))
    return { mutated: [...touched], keystrokes: keys.length, commitMs: since(commits), frameMs: since(painted) }
  })
}
