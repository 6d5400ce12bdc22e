import { describe, expect, it } from 'vitest'
import type { PathPicture } from '@engine/index'
import { createRespondentPaths } from './respondentPaths'

const picture = (respondents: number): PathPicture => ({
  respondents,
  finished: 0,
  reached: {},
  jumps: {},
  stopped: {},
  paths: [],
})

describe('respondentPaths (the real respondents beside the simulation)', () => {
  it('loads the real picture the first time it is shown, and again on demand', async () => {
    const calls: number[] = []
    const paths = createRespondentPaths(async () => {
      calls.push(calls.length)
      return picture(calls.length)
    }, String)
    expect(paths.view).toMatchObject({ source: 'simulated', phase: 'idle', picture: null })
    paths.show('real')
    expect(paths.view.phase).toBe('loading')
    await paths.load()
    expect(paths.view).toMatchObject({ source: 'real', phase: 'done' })
    expect(paths.view.picture?.respondents).toBe(2)
    paths.show('simulated')
    paths.show('real')
    expect(calls).toHaveLength(2)
  })

  it('says why it failed, and a later load wins over an earlier one', async () => {
    let fail = true
    const paths = createRespondentPaths(
      async () => {
        if (fail) throw new Error('Keine Berechtigung')
        return picture(7)
      },
      (e) => (e as Error).message,
    )
    await paths.load()
    expect(paths.view).toMatchObject({ phase: 'failed', message: 'Keine Berechtigung' })
    fail = false
    await paths.load()
    expect(paths.view).toMatchObject({ phase: 'done', message: '' })
    expect(paths.view.picture?.respondents).toBe(7)
  })

  it('without a loader it is unavailable and never loads', async () => {
    const paths = createRespondentPaths(undefined, String)
    expect(paths.unavailable).toBe(true)
    paths.show('real')
    await paths.load()
    expect(paths.view.phase).toBe('idle')
  })
})
