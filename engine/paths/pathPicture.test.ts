import { describe, expect, it } from 'vitest'
import { jumpKey, pathPictureBuilder } from './pathPicture'

describe('pathPictureBuilder', () => {
  it('counts each block and jump once per respondent, where unfinished ones stopped, and paths by frequency', () => {
    const builder = pathPictureBuilder()
    const loop = {
      blocks: ['a', 'b', 'a'],
      jumps: [
        { source: 'a', handle: 'x' },
        { source: 'b', handle: 'back' },
        { source: 'a', handle: 'x' },
      ],
      finished: false,
    }
    builder.add({ blocks: ['a', 'c'], jumps: [{ source: 'a', handle: 'y' }], finished: true })
    builder.add({ blocks: ['a', 'c'], jumps: [{ source: 'a', handle: 'y' }], finished: true })
    builder.add(loop)
    const picture = builder.picture()
    expect(picture).toMatchObject({ respondents: 3, finished: 2 })
    expect(picture.reached).toEqual({ a: 3, c: 2, b: 1 })
    expect(picture.jumps).toEqual({ [jumpKey('a', 'y')]: 2, [jumpKey('a', 'x')]: 1, [jumpKey('b', 'back')]: 1 })
    expect(picture.stopped).toEqual({ a: 1 })
    expect(picture.paths).toEqual([
      { blocks: ['a', 'c'], count: 2, finished: true },
      { blocks: ['a', 'b', 'a'], count: 1, finished: false },
    ])
  })

  it('lists at most the most frequent paths, and an empty picture is all zeros', () => {
    const builder = pathPictureBuilder(1)
    builder.add({ blocks: ['a'], jumps: [], finished: false })
    builder.add({ blocks: ['b'], jumps: [], finished: false })
    builder.add({ blocks: ['b'], jumps: [], finished: false })
    expect(builder.picture().paths).toEqual([{ blocks: ['b'], count: 2, finished: false }])
    expect(pathPictureBuilder().picture()).toEqual({
      respondents: 0,
      finished: 0,
      reached: {},
      jumps: {},
      stopped: {},
      paths: [],
    })
  })
})
