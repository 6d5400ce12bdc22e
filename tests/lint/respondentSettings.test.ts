import { ClientConfig, GetConfigResponse } from '@engine/api/surveys'
import { CONFIG_KEYS } from '@engine/changes'
import { RESPONDENT_FLAGS } from '@engine/index'
import { describe, expect, it } from 'vitest'

// docs/contributing.md#a-new-respondent-setting: a respondent setting is its field in the Survey
// schema and its name in RESPONDENT_FLAGS; the edit, the switch and get_config follow from the list.
describe('every respondent setting reaches the editor and the live pages by construction', () => {
  it('is a setting the config change edits (so it is undoable and restorable)', () => {
    for (const flag of RESPONDENT_FLAGS) expect(CONFIG_KEYS).toContain(flag)
  })

  it('is answered by GET /api/get_config, in the client config or beside it, exactly once', () => {
    const answered = [...Object.keys(GetConfigResponse.shape), ...Object.keys(ClientConfig.shape)]
    for (const flag of RESPONDENT_FLAGS) expect(answered.filter((key) => key === flag)).toEqual([flag])
  })
})
