import { Connection } from '@engine/model'
import { StructureRequest } from '@engine/api/editing'
import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { parseLongList } from './parseLongList'
import { parseWith } from './parseWith'

const jumps = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ source: `b${i % 7}`, handle: `h${i}`, target: `b${(i + 1) % 7}` }))

describe('parseLongList', () => {
  it('answers exactly what parseWith of the whole body answers, for short and long lists', async () => {
    for (const n of [0, 3, 199, 200, 1500]) {
      const body = { connections: jumps(n), expected_version: 4, extra: 'weg' }
      expect(await parseLongList(StructureRequest, body, ['connections'], Connection)).toEqual(
        parseWith(StructureRequest, body),
      )
    }
  })

  it('names the field of the one bad item in a long list, with its index', async () => {
    const connections: unknown[] = jumps(900)
    connections[731] = { source: 'b1', handle: 'h731' }
    const refusal = await parseLongList(StructureRequest, { connections }, ['connections'], Connection).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ status: 400, code: 'invalid_input' })
    expect((refusal as ApiError).message).toContain("'connections.731.target'")
  })

  it('checks the rest of the body first, as parseWith does', async () => {
    const body = { connections: jumps(500), expected_version: 'zwei' }
    await expect(parseLongList(StructureRequest, body, ['connections'], Connection)).rejects.toThrow(
      "'expected_version'",
    )
  })
})
