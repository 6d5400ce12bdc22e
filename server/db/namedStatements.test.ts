import { EventEmitter } from 'node:events'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { nameStatements, unnameStatements } from './namedStatements'

function aConnectedClient(hook: (pool: pg.Pool) => void = nameStatements) {
  const pool = new EventEmitter()
  const sent: unknown[] = []
  const client = { query: (...args: unknown[]) => sent.push(args[0]) }
  hook(pool as unknown as pg.Pool)
  pool.emit('connect', client)
  const names = () => sent.map((c) => (c as { name?: string }).name)
  return { client, sent, names }
}

describe('nameStatements', () => {
  it('names a parameterised text from its second use on, the same name for the same text', () => {
    const { client, names } = aConnectedClient()
    for (let i = 0; i < 3; i++) client.query({ text: 'select $1' }, [i])
    const [first, second, third] = names()
    expect(first).toBeUndefined()
    expect(second).toBeDefined()
    expect(third).toBe(second)
  })

  it('gives different texts different names', () => {
    const { client, names } = aConnectedClient()
    for (const text of ['select $1', 'select $1 + 1', 'select $1', 'select $1 + 1']) client.query({ text }, [1])
    const [, , a, b] = names()
    expect(a).toBeDefined()
    expect(b).toBeDefined()
    expect(a).not.toBe(b)
  })

  it("leaves queries without parameters, already named ones and the caller's config alone", () => {
    const { client, sent, names } = aConnectedClient()
    const config = { text: 'select $1' }
    client.query({ text: 'begin' }, [])
    client.query({ text: 'begin' }, [])
    client.query({ text: 'select $1', name: 'mine' }, [1])
    client.query({ text: 'select $1', name: 'mine' }, [1])
    client.query(config, [1])
    client.query(config, [1])
    expect(names().slice(0, 4)).toEqual([undefined, undefined, 'mine', 'mine'])
    expect(config).toEqual({ text: 'select $1' })
    expect(sent[5]).not.toBe(config)
  })

  it("with prepared statements off, names nothing and strips the name of drizzle's prepared reads", () => {
    const { client, sent, names } = aConnectedClient(unnameStatements)
    const prepared = { text: 'select $1', name: 'live_access' }
    for (let i = 0; i < 3; i++) client.query({ text: 'select $1' }, [i])
    client.query(prepared, [1])
    client.query({ ...prepared, values: [1] })
    expect(names()).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(sent[3]).toMatchObject({ text: 'select $1' })
    expect(sent[4]).toMatchObject({ text: 'select $1', values: [1] })
    expect(prepared).toEqual({ text: 'select $1', name: 'live_access' })
  })
})
