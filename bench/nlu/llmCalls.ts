// node --import tsx bench/nlu/llmCalls.ts: how much of the answers LLM routing would send to a
// provider (docs/nlu.md "LLM routing"). Only the offline model is measured here: which answers it
// is unsure of at the shipped thresholds (0.6 in a block with the nachfrage only, the higher
// buttons threshold in a block with buttons, what a new open block gets), and how long the prompt
// for them is. No provider is called and no LLM decision is simulated, so nothing here says how
// often an LLM routes right.
// Prints aggregates only (calls per 1,000 answers, prompt size); the blind set is not tuned on.
import { CLARIFY_BUTTONS_THRESHOLD, classify, DEFAULT_THRESHOLD, trainClassifier } from '@engine/nlu'
import { routingMessages } from '../../server/services/llm/llmIntentRouter'
import { BLIND_DATASET } from './blindDataset'
import { DATASET } from './dataset'
import { DEVELOPMENT_NEW_BLOCKS } from './developmentNew'

interface Block {
  id: string
  question: string
  intents: Record<string, { examples: string[]; answers: { text: string }[] }>
}

/** An assumed nachfrage for the second answer's prompt (the data sets have none). */
const NACHFRAGE = 'Magst du das etwas genauer beschreiben?'
/** The strict JSON answer the provider gives, e.g. {"intent": "zufrieden", "sure": true}. */
const REPLY_CHARS = JSON.stringify({ intent: 'zufrieden', sure: true }).length

/** `sureFrom`: the confidence from which the runtime routes a first answer at once, without a call. */
function measure(blocks: readonly Block[], sureFrom: number) {
  let answers = 0,
    firstCalls = 0,
    secondCallsAtMost = 0
  const promptChars: number[] = []
  for (const block of blocks) {
    // As the server trains it: each intent's label is an example too (examplesByIntent).
    const examples = Object.fromEntries(Object.entries(block.intents).map(([h, d]) => [h, [h, ...d.examples]]))
    const model = trainClassifier(examples)
    const intents = Object.entries(block.intents).map(([handle, d]) => ({ handle, examples: d.examples }))
    const all = Object.values(block.intents).flatMap((d) => d.answers.map((a) => a.text))
    for (const [i, text] of all.entries()) {
      answers++
      const first = classify(model, [text])[0]
      if (first && first.confidence >= sureFrom) continue
      firstCalls++
      const request = { scope: block.id, fingerprint: '', question: block.question, nachfrage: NACHFRAGE, intents }
      promptChars.push(chars(routingMessages({ ...request, answers: [text] })))
      // If the provider is unsure too, the second answer is asked and, when the offline model is
      // still unsure of both together, sent again: an upper bound (an LLM sure of the first sends
      // none; with buttons a tap is never sent, only an answer after "Etwas anderes").
      const second = all[(i + 1) % all.length] ?? text
      const both = classify(model, [text, second])[0]
      if (!both || both.confidence < DEFAULT_THRESHOLD) {
        secondCallsAtMost++
        promptChars.push(chars(routingMessages({ ...request, answers: [text, second] })))
      }
    }
  }
  promptChars.sort((a, b) => a - b)
  const mean = promptChars.reduce((s, c) => s + c, 0) / Math.max(1, promptChars.length)
  return {
    answers,
    callsPer1000: {
      atLeast: (1000 * firstCalls) / answers,
      atMost: (1000 * (firstCalls + secondCallsAtMost)) / answers,
    },
    promptChars: { mean, p95: promptChars[Math.floor(0.95 * (promptChars.length - 1))] ?? 0 },
  }
}

const chars = (messages: { content: string }[]) => messages.reduce((s, m) => s + m.content.length, 0)

// Example price (OpenAI gpt-4o-mini list price, USD per million tokens); tokens estimated as chars / 4.
const PRICE = { model: 'gpt-4o-mini', inputPerMillion: 0.15, outputPerMillion: 0.6 }

const POLICIES = [
  ['nachfrage only', DEFAULT_THRESHOLD],
  ['buttons', Math.max(DEFAULT_THRESHOLD, CLARIFY_BUTTONS_THRESHOLD)],
] as const
for (const [name, blocks] of [
  ['dataset.ts (held-out answers)', DATASET],
  ['new development questions', DEVELOPMENT_NEW_BLOCKS],
  ['blindDataset.ts', BLIND_DATASET],
] as const) {
  for (const [policy, sureFrom] of POLICIES) {
    const m = measure(blocks, sureFrom)
    const inTokens = m.promptChars.mean / 4
    const outTokens = REPLY_CHARS / 4
    const cost = (calls: number) =>
      (calls * (inTokens * PRICE.inputPerMillion + outTokens * PRICE.outputPerMillion)) / 1_000_000
    console.log(
      `${name}, ${policy} (sure from ${sureFrom}): ${m.answers} answers; provider calls per 1,000 answers ${m.callsPer1000.atLeast.toFixed(0)}–${m.callsPer1000.atMost.toFixed(0)}; ` +
        `prompt ${m.promptChars.mean.toFixed(0)} chars mean (p95 ${m.promptChars.p95}), ~${inTokens.toFixed(0)} tokens in, ~${outTokens.toFixed(0)} out per call; ` +
        `${PRICE.model} at $${PRICE.inputPerMillion}/$${PRICE.outputPerMillion} per M tokens: ` +
        `$${cost(m.callsPer1000.atLeast).toFixed(4)}–$${cost(m.callsPer1000.atMost).toFixed(4)} per 1,000 answers`,
    )
  }
}
