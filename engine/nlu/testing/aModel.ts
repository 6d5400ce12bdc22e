// A satisfaction block as an editor fills "Trainieren": six examples per intent (bench/nlu/dataset.ts).
import { type IntentModel, trainClassifier, type TrainOptions } from '../trainClassifier'

export const satisfactionExamples: Record<string, string[]> = {
  zufrieden: [
    'Sehr zufrieden',
    'Alles bestens, danke',
    'Ich war begeistert',
    'Gut, hat alles geklappt',
    'Super Erfahrung',
    'Rundum zufrieden',
  ],
  unzufrieden: [
    'Gar nicht zufrieden',
    'Das war schlecht',
    'Ich bin enttäuscht',
    'Unzufrieden, es gab Probleme',
    'Sehr ärgerlich',
    'Nie wieder',
  ],
  teils: ['Geht so', 'Teils teils', 'Es war okay', 'Mittelmäßig', 'Manches gut, manches schlecht', 'Durchschnittlich'],
}

export function aModel(
  examples: Record<string, string[]> = satisfactionExamples,
  options: TrainOptions = {},
): IntentModel {
  return trainClassifier(examples, options)
}
