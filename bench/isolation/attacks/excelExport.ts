import { withNote } from '../editorClient'
import { SIZES } from '../seed'
import { attack } from './attack'
import { untilJobDone } from './jobs'

/** The xlsx export of the seeded dialog with 10,000 respondents x 20 blocks. */
export const exportAttack = attack({
  name: 'export',
  title: 'xlsx export of 10,000 respondents',
  async run({ editor, seeded }, _prepared, signal) {
    const reply = await editor.call(
      `export ${SIZES.exportRespondents} respondents`,
      'GET',
      `/api/excel_export?survey_id=${seeded.exportSurvey}`,
      { signal },
    )
    const call = await untilJobDone(editor, seeded.exportSurvey, reply, signal)
    return [reply.bytes > 0 ? withNote(call, `${(reply.bytes / 1024 ** 2).toFixed(1)} MB`) : call]
  },
})
