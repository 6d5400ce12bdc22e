import { expect, type Page } from '@playwright/test'

/** A rectangle on screen, as `getBoundingClientRect` gives it. */
export type Box = { x: number; y: number; width: number; height: number }

export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** React Flow's zoom, from the viewport's transform. */
export async function zoom(page: Page): Promise<number> {
  const transform = await page.locator('.react-flow__viewport').evaluate((el) => getComputedStyle(el).transform)
  return Number(transform.match(/matrix\(([^,]+)/)?.[1] ?? NaN)
}

/** Waits until the view animation (300 ms) is over: the transform stops changing. */
export async function settle(page: Page): Promise<void> {
  let before = ''
  await expect
    .poll(async () => {
      const now = await page.locator('.react-flow__viewport').evaluate((el) => el.style.transform)
      const still = now === before
      before = now
      return still
    })
    .toBe(true)
}

/** The screen boxes of every element the selector finds. */
export const screenBoxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )
