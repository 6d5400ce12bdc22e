import type { TrainingJumpsResponse } from '@engine/api/surveys'
import type { TrainingExample } from '@engine/index'
import type { Request } from './trainingRequest'

/** The training examples of the given open blocks (GET /api/surveys/{id}/trainingdata_jumps/{block}, one call per block, in parallel). */
export async function loadExamples(request: Request, surveyId: string, blockIds: string[]): Promise<TrainingExample[]> {
  const answers = await Promise.all(
    blockIds.map(
      (id) =>
        request(
          'GET',
          `/api/surveys/${encodeURIComponent(surveyId)}/trainingdata_jumps/${encodeURIComponent(id)}`,
        ) as Promise<TrainingJumpsResponse>,
    ),
  )
  return answers.flatMap((a) =>
    a.jumps.flatMap((j) =>
      j.examples.map((e) => ({
        id: String(e.id),
        unique_question_id: a.unique_question_id,
        handle: j.handle,
        text: e.text,
      })),
    ),
  )
}
