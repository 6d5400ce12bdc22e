import { describe, expect, it } from 'vitest'
import { respondentRoutes } from './respondentRoutes'

describe("the respondents' calls that overload sheds last", () => {
  it('hold the chat turns of dialogs and multichats, registering and the play pages, and no editor call', () => {
    const spared = respondentRoutes()
    for (const route of [
      'POST /api/chat',
      'POST /api/multichat/:dialog_manager_id/chat',
      'POST /api/register_live',
      'POST /api/register_live_list',
      'GET /api/multichat/:dialog_manager_id',
      'POST /api/feedback',
    ])
      expect(spared.has(route), route).toBe(true)
    for (const route of [
      'GET /api/surveys',
      'POST /api/surveys/:id/changes',
      'GET /api/surveys/:id/live',
      'POST /api/login',
    ])
      expect(spared.has(route), route).toBe(false)
  })
})
