import { compareAnswerKeys, type TrainingAnswerSource } from '@engine/api/training'
import type { Db } from '../../db/database'
import { ANSWER_LIST_CAP, listBlockAnswers, type StoredAnswer } from '../../repositories/training'
import { listBlockTestAnswers } from '../../repositories/testAnswers'

/**
 * Respondents' and test answers of a block, newest first in the order of `compareAnswerKeys`
 * (docs/training.md "Answers from tests"): the newest ANSWER_LIST_CAP of the chosen sources.
 */
export async function listAnswersOfBlock(
  db: Db,
  surveyId: string,
  questionId: string,
  options: { q?: string; source?: TrainingAnswerSource } = {},
): Promise<StoredAnswer[]> {
  const source = options.source ?? 'all'
  const [live, test] = await Promise.all([
    source === 'test' ? [] : listBlockAnswers(db, surveyId, questionId, options.q, ANSWER_LIST_CAP),
    source === 'live' ? [] : listBlockTestAnswers(db, surveyId, questionId, options.q, ANSWER_LIST_CAP),
  ])
  // Each source brought its newest; of both together the newest are within those.
  return [...live, ...test].sort(compareAnswerKeys).slice(0, ANSWER_LIST_CAP)
}
