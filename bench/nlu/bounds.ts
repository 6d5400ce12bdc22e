// npm run bench:nlu:bounds: the costs docs/nlu.md "Bounds" quotes, for a block at the caps
// (2,000 examples over 5 intents of 400), built from the benchmark's texts with numbered
// variants so every example is distinct. Figures are for the machine it runs on; the ratios
// (old format vs. compact, per answer vs. per build) are what the docs rely on.
import { classify, crossValidate, trainClassifier } from '@engine/nlu'
import { decodeModel, encodeModel } from '../../server/services/nlu/modelCodec'
import { offlineExitEvaluator } from '../../server/services/llm/offlineExitEvaluator'
import { DATASET } from './dataset'

const texts = DATASET.flatMap((b) =>
  Object.values(b.intents).flatMap((d) => [...d.examples, ...d.answers.map((a) => a.text)]),
)
const handles = ['a', 'b', 'c', 'd', 'e']
const examples = Object.fromEntries(
  handles.map((h, i) => [h, Array.from({ length: 400 }, (_, k) => `${texts[(i * 400 + k) % texts.length]} ${h}${k}`)]),
)
const answers = texts.slice(0, 500)

const time = (run: () => unknown, times = 1) => {
  const started = performance.now()
  for (let i = 0; i < times; i++) run()
  return (performance.now() - started) / times
}

let model = trainClassifier(examples)
const trainMs = time(() => (model = trainClassifier(examples)))
const stored = JSON.stringify(encodeModel(model))
const loadMs = time(() => decodeModel(JSON.parse(stored)), 10)
const classifyMs = time(() => answers.forEach((a) => classify(model, [a]))) / answers.length
const qualityMs = time(() => crossValidate(examples, { maxExamples: 500 }))

const phrases = Array.from({ length: 1900 }, (_, i) => `${texts[i % texts.length]} ${i}`)
const conditions = Array.from({ length: 20 }, () => [...phrases])
const answer = 'Das war eigentlich ganz in Ordnung, aber der Kaffee war kalt und ich möchte jetzt bitte aufhören'
const evaluate = () => {
  for (const examples of conditions)
    void offlineExitEvaluator.holds({ id: 'c', condition: '', examples }, { question: '', answer })
}
const compileMs = time(evaluate)
const exitMs = time(evaluate, 100)

console.log(`block: ${Object.values(examples).flat().length} examples, ${handles.length} intents`)
console.log(`build (worker): ${trainMs.toFixed(0)} ms`)
console.log(`stored: ${(stored.length / 1024).toFixed(0)} KiB, load (parse + decode): ${loadMs.toFixed(1)} ms`)
console.log(`classify one answer: ${classifyMs.toFixed(2)} ms`)
console.log(`quality (5 folds over 500 sampled): ${qualityMs.toFixed(0)} ms`)
console.log(
  `20 exit conditions x 1,900 phrases: compile once ${compileMs.toFixed(0)} ms, then per answer ${exitMs.toFixed(3)} ms`,
)
