import type { Document } from '../changes/Change'
import { Block } from '../model/block'
import { BlockTable } from '../model/BlockTable'
import { Connection } from '../model/connection'
import { ExitCondition } from '../model/exitCondition'
import { Survey } from '../model/survey'

/**
 * The versioned part of a dialog as JSON: settings, blocks in order, jumps and exit conditions.
 * Triggers (the multichat's) and training examples are outside the dialog's version.
 */
export interface DocumentJson {
  readonly survey: Survey
  readonly blocks: readonly Block[]
  readonly connections: readonly Connection[]
  readonly exitConditions: readonly ExitCondition[]
}

export const documentToJson = (doc: Document): DocumentJson => ({
  survey: doc.survey,
  blocks: doc.blocks.values(),
  connections: doc.connections,
  exitConditions: doc.exitConditions,
})

/** A stored snapshot back into a Document (validated: it may come from an older server). */
export const documentFromJson = (json: DocumentJson): Document => ({
  survey: Survey.parse(json.survey),
  blocks: BlockTable.of(json.blocks.map((b) => Block.parse(b))),
  connections: json.connections.map((c) => Connection.parse(c)),
  exitConditions: json.exitConditions.map((c) => ExitCondition.parse(c)),
  triggers: [],
})
