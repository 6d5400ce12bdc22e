import { SuggestionsRequest, type SuggestionsResponse } from '@engine/api/training'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import type { StoredAnswer } from '../../repositories/training'
import { listAnswersOfBlock } from './blockAnswers'
import { llmExamples, llmLabels } from './llmSuggestions'
import { inPool } from './inPool'
import { createPredictions } from './predictions'
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
  const predictions = createPredictions(ctx)
  // docs/training.md "Bounds": each reason is looked for among a bounded set of examples, in the pool.
  const nearestExamples = (
    targets: { text: string; handle?: string }[],
    examples: { handle: string; text: string }[],
  ) => (targets.length === 0 ? Promise.resolve([]) : inPool(ctx, 'nearestExamples', { targets, examples }))

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
    if (model)
      await predictions.ensure(
        model,
        unlabelled.map((a) => a.text),
      )
    const predict = (text: string) => {
      const p = model ? predictions.of(model, text) : null
      return p?.handle ? { handle: p.handle, confidence: p.confidence } : undefined
    }
    const surenessOf = (text: string) => (model ? predictions.of(model, text).sureness : 0)
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
        if (model) await predictions.ensure(model, generated)
        const fresh = leastSureFirst(
          generated.filter((t) => !labelled.has(sameText(t))),
          (t) => t,
        )
        const reasons = await nearestExamples(
          fresh.map((text) => ({ text })),
          own,
        )
        return {
          source: 'llm',
          suggestions: fresh.map((text, i) => ({
            text,
            handle: body.handle,
            confidence: predict(text)?.confidence ?? null,
            respondent_id: null,
            nearest_example: reasons[i] ?? null,
          })),
        }
      }
      // Offline: the real answers the classifier assigns to this intent, least sure first: an
      // answer it is sure of teaches it little, one on the border to another intent the most.
      const chosen = leastSureFirst(
        unlabelled.map((a) => ({ a, best: predict(a.text) })).filter(({ best }) => best?.handle === body.handle),
        ({ a }) => a.text,
      ).slice(0, body.count)
      const reasons = await nearestExamples(
        chosen.map(({ a }) => ({ text: a.text })),
        own,
      )
      const nearest: Suggestion[] = chosen.map(({ a, best }, i) => ({
        text: a.text,
        handle: body.handle,
        confidence: best?.confidence ?? null,
        respondent_id: respondentOf(a),
        nearest_example: reasons[i] ?? null,
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
    const decided = targets.flatMap((a, i) => {
      const best = predict(a.text)
      const handle = labels?.[i] ?? best?.handle
      return handle ? [{ a, handle, confidence: labels?.[i] ? null : (best?.confidence ?? null) }] : []
    })
    const reasons = await nearestExamples(
      decided.map(({ a, handle }) => ({ text: a.text, handle })),
      rows,
    )
    const suggestions: Suggestion[] = decided.map(({ a, handle, confidence }, i) => ({
      text: a.text,
      handle,
      confidence,
      respondent_id: respondentOf(a),
      nearest_example: reasons[i] ?? null,
    }))
    return { source: labels ? 'llm' : 'offline', suggestions }
  })
}
