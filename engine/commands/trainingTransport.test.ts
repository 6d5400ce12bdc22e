import { describe, expect, it } from 'vitest'
import type { TransportCall } from '../sync/Transport'
import { withTrainingIds } from './trainingTransport'

describe('withTrainingIds', () => {
  it('sends a new example without id and names it by the server id afterwards', async () => {
    const calls: TransportCall[] = []
    const transport = withTrainingIds({
      send: async (call) => {
        calls.push(call)
        return call.path.endsWith('/examples')
          ? { examples: [{ id: 41, handle: 'ja', text: 'klar' }] }
          : { deleted: [] }
      },
    })
    await transport.send({
      method: 'POST',
      path: '/api/surveys/s1/training/q1/examples',
      body: { examples: [{ id: 'n1', handle: 'ja', text: 'klar' }] },
    })
    await transport.send({
      method: 'PUT',
      path: '/api/surveys/s1/training/q1/examples/n1',
      body: { handle: 'nein', text: 'klar' },
    })
    await transport.send({
      method: 'POST',
      path: '/api/surveys/s1/training/q1/examples/delete',
      body: { ids: ['n1', '9'] },
    })
    await transport.send({
      method: 'POST',
      path: '/api/surveys/s1/training/q1/examples',
      body: { examples: [{ id: 'n1', handle: 'ja', text: 'klar' }] },
    })
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/surveys/s1/training/q1/examples', { examples: [{ handle: 'ja', text: 'klar' }] }],
      ['PUT', '/api/surveys/s1/training/q1/examples/41', { handle: 'nein', text: 'klar' }],
      ['POST', '/api/surveys/s1/training/q1/examples/delete', { ids: [41, 9] }],
      ['POST', '/api/surveys/s1/training/q1/examples', { examples: [{ id: 41, handle: 'ja', text: 'klar' }] }],
    ])
  })

  it('passes other calls through unchanged', async () => {
    const calls: TransportCall[] = []
    const transport = withTrainingIds({ send: async (call) => calls.push(call) })
    const call: TransportCall = { method: 'POST', path: '/api/update_survey_blocks', body: { a: 1 } }
    await transport.send(call)
    expect(calls).toEqual([call])
  })
})
