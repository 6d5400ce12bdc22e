import { roundSureness, SuggestionsRequest, type SuggestionsResponse } from '@engine/api/training'
import { classify, type RankedIntent, sureness } from '@engine/nlu'
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
    const ranked = new Map<string, RankedIntent[]>()
    const rank = (text: string): RankedIntent[] => {
      let known = ranked.get(text)
      if (!known) ranked.set(text, (known = model ? classify(model, [text]) : []))
      return known
    }
    const predict = (text: string) => rank(text)[0]
    const surenessOf = (text: string) => roundSureness(sureness(rank(text)))
    // Active learning (docs/training.md "Active learning"): every list the editor decides on puts
    // the answers the model is least sure of first (smallest margin, as `order=unsure`); a stable
    // sort keeps the answer order (newest first) among equals and everything when there is no model.
    const leastSureFirst = <T>(items: readonly T[], text: (item: T) => string): T[] =>
      model ? [...items].sort((a, b) => surenessOf(text(a)) - surenessOf(text(b))) : [...items]

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
        const fresh = leastSureFirst(
          generated.filter((t) => !labelled.has(sameText(t))),
          (t) => t,
        )
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
      // Offline: the real answers the classifier assigns to this intent, least sure first: an
      // answer it is sure of teaches it little, one on the border to another intent the most.
      const nearest: Suggestion[] = leastSureFirst(
        unlabelled.map((a) => ({ a, best: predict(a.text) })).filter(({ best }) => best?.handle === body.handle),
        ({ a }) => a.text,
      )
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
    const targets = leastSureFirst(wanted, (a) => a.text).slice(0, body.count)
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
