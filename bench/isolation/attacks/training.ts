import { TRAINING_BLOCK } from '../seed'
import { attack } from './attack'
import { untilJobDone } from './jobs'

/** Trainieren on the seeded 10,000-example block: "Neu trainieren", then the quality check. */
export const trainingAttack = attack({
  name: 'training',
  title: 'retrain + quality check of a 10,000-example open block',
  async run({ editor, seeded }, _prepared, signal) {
    const base = `/api/surveys/${seeded.trainingSurvey}/training`
    const retrain = await editor.call('retrain', 'POST', `${base}/retrain`, {
      json: { question_ids: [TRAINING_BLOCK] },
      signal,
    })
    const calls = [await untilJobDone(editor, seeded.trainingSurvey, retrain, signal)]
    if (signal.aborted) return calls
    const quality = await editor.call('quality', 'GET', `${base}/${TRAINING_BLOCK}/quality`, { signal })
    calls.push(await untilJobDone(editor, seeded.trainingSurvey, quality, signal))
    return calls
  },
})
