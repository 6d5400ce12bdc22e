import type { UpdateSurveyBlocksRequest } from '@engine/api/editing'
import { QuestionId } from '@engine/model'
import { z } from 'zod'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import {
  findBlock,
  insertBlockAt,
  removeBlock,
  reorderBlocks,
  updateBlockValues,
  validateBlock,
} from '../../repositories/blocks'
import type { Tx } from '../../repositories/surveyEvents'

const OrderValues = z.object({ changed_values: z.object({ order: z.array(QuestionId) }) })

/** The block a create carries: `changed_values` as the engine sends it, else the top-level fields plus `optionals`. */
function blockOf(body: UpdateSurveyBlocksRequest) {
  const { unique_question_id, survey_id, order, type, context, nachfrage, likert_na, acknowledgement, optionals } = body
  const candidate = body.changed_values ?? { ...optionals, order, type, context, nachfrage, likert_na, acknowledgement }
  const defined = Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined && v !== null))
  // The id and dialog are the request's: a block cannot be created in another dialog.
  return validateBlock({ order: Number.MAX_SAFE_INTEGER, ...defined, unique_question_id, survey_id })
}

/** update_survey_blocks, with the semantics of engine/testing/FakeServer.ts. */
export async function applyBlockAction(tx: Tx, body: UpdateSurveyBlocksRequest): Promise<void> {
  const { survey_id, unique_question_id: id } = body
  switch (body.action) {
    case 'create':
    case 'recreate': {
      const block = blockOf(body)
      return insertBlockAt(tx, block, body.order ?? block.order)
    }
    case 'delete':
      return removeBlock(tx, survey_id, id)
    case 'update': {
      const values = body.changed_values ?? {}
      if (!(await findBlock(tx, survey_id, id)))
        throw new ApiError(404, `Block ${id} nicht gefunden.`, 'block_not_found')
      if (Array.isArray(values.order))
        return reorderBlocks(tx, survey_id, parseWith(OrderValues, { changed_values: values }).changed_values.order)
      return updateBlockValues(tx, survey_id, id, values)
    }
  }
}
