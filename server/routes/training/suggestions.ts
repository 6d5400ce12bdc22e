import { SuggestionsRequest, type SuggestionsResponse } from '@engine/api/training'
import { classify } from '@engine/nlu'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import type { StoredAnswer } from '../../repositories/training'
import { listAnswersOfBlock } from './blockAnswers'
import { llmExamples, llmLabels } from './llmSuggestions'
import { nearestExample } from './nearestExample'
import { currentModel, examplesOf, requireHandle, requireTrainingBlock, sameText } from './trainingBlock'

type Suggestion = SuggestionsResponse['suggestions'][number]

/**
 * Intrance_ai (docs/training.md "Suggestions"): nothing here writes. The editor confirms a
 * suggestion through POST .../examples or .../label like any other example.
 */
export const trainingSuggestionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database
  // The provider the app was built with (main.ts: LLM_BASE_URL), shared with the exit conditions;
  // an app built with the offline evaluator stays offline whatever the environment says.
  const llm = ctx.exitEvaluator.provider ?? null

  app.post('/api/surveys/:id/training/:questionId/suggestions', async (request): Promise<SuggestionsResponse> => {
    const body = parseWith(SuggestionsRequest, request.body)
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    if (body.mode === 'examples') requireHandle(block, body.handle)
    const { rows } = await examplesOf(ctx, surveyId, block)
    const labelled = new Set(rows.map((r) => sameText(r.text)))
    // Respondents' and test answers; a text typed several times is suggested once (its newest).
    const seen = new Set(labelled)
    const unlabelled: StoredAnswer[] = []
    for (const answer of await listAnswersOfBlock(db, surveyId, block.unique_question_id)) {
      const key = sameText(answer.text)
      if (seen.has(key)) continue
      seen.add(key)
      unlabelled.push(answer)
    }
    const respondentOf = (a: StoredAnswer) => (a.source === 'live' ? a.id : null)
    const model = await currentModel(ctx, surveyId, block)
    const predict = (text: string) => (model ? classify(model, [text])[0] : undefined)

    if (body.mode === 'examples') {
      const own = rows.filter((r) => r.handle === body.handle)
      const generated = llm
        ? await llmExamples(
            llm,
            block.question,
            body.handle,
            own.map((r) => r.text),
            body.count,
          )
        : null
      if (generated) {
        const fresh = generated.filter((t) => !labelled.has(sameText(t)))
        return {
          source: 'llm',
          suggestions: fresh.map((text) => ({
            text,
            handle: body.handle,
            confidence: predict(text)?.confidence ?? null,
            respondent_id: null,
            nearest_example: nearestExample(text, own),
          })),
        }
      }
      // Offline: the real answers the classifier puts nearest to this intent, surest first.
      const nearest: Suggestion[] = unlabelled
        .map((a) => ({ a, best: predict(a.text) }))
        .filter(({ best }) => best?.handle === body.handle)
        .sort((x, y) => (y.best?.confidence ?? 0) - (x.best?.confidence ?? 0))
        .slice(0, body.count)
        .map(({ a, best }) => ({
          text: a.text,
          handle: body.handle,
          confidence: best?.confidence ?? null,
          respondent_id: respondentOf(a),
          nearest_example: nearestExample(a.text, own),
        }))
      return { source: 'offline', suggestions: nearest }
    }

    const wanted = body.respondent_ids
      ? unlabelled.filter((a) => a.source === 'live' && body.respondent_ids?.includes(a.id))
      : unlabelled
    const targets = wanted.slice(0, body.count)
    const labels =
      llm && targets.length > 0
        ? await llmLabels(
            llm,
            block.question,
            block.handles,
            targets.map((a) => a.text),
          )
        : null
    const suggestions: Suggestion[] = []
    targets.forEach((a, i) => {
      const best = predict(a.text)
      const handle = labels?.[i] ?? best?.handle
      if (!handle) return
      suggestions.push({
        text: a.text,
        handle,
        confidence: labels?.[i] ? null : (best?.confidence ?? null),
        respondent_id: respondentOf(a),
        nearest_example: nearestExample(a.text, rows, handle),
      })
    })
    return { source: labels ? 'llm' : 'offline', suggestions }
  })
}
