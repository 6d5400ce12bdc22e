import { asCall } from '../editorClient'
import { SIZES } from '../seed'
import { attack } from './attack'

const CONNECTIONS = 10_000

/** 10,000 jumps (100 handles on each of the dialog's 100 blocks) in one legacy /structure call. */
export const structureAttack = attack({
  name: 'structure',
  title: '10,000 connections through POST …/structure',
  async run({ editor, seeded }, _prepared, signal) {
    const blocks = SIZES.structureBlocks
    const connections = Array.from({ length: CONNECTIONS }, (_, i) => ({
      source: `k${i % blocks}`,
      handle: `h${Math.floor(i / blocks)}`,
      target: `k${(i * 7 + 1) % blocks}`,
    }))
    const reply = await editor.call(
      `structure with ${CONNECTIONS} connections`,
      'POST',
      `/api/surveys/${seeded.structureSurvey}/structure`,
      { json: { connections }, signal },
    )
    return [asCall(reply)]
  },
})
