import type { Db } from '../../db/database'
import { listBlockAnswers, type StoredAnswer } from '../../repositories/training'
import { listBlockTestAnswers } from '../../repositories/testAnswers'

export type AnswerSource = 'all' | 'live' | 'test'

/** Respondents' and test answers of a block, newest first (docs/training.md "Answers from tests"). */
export async function listAnswersOfBlock(db: Db, surveyId: string, questionId: string, options: { q?: string; source?: AnswerSource } = {}): Promise<StoredAnswer[]> {
  const source = options.source ?? 'all'
  const [live, test] = await Promise.all([
    source === 'test' ? [] : listBlockAnswers(db, surveyId, questionId, options.q),
    source === 'live' ? [] : listBlockTestAnswers(db, surveyId, questionId, options.q),
  ])
  return [...live, ...test].sort((a, b) => b.created_on - a.created_on || (a.source === b.source ? b.id - a.id : a.source === 'live' ? -1 : 1))
}
