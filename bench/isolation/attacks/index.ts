import { analyseAttack } from './analyse'
import type { Attack } from './attack'
import { exportAttack } from './excelExport'
import { pdfBombAttack } from './pdfBomb'
import { qaDocumentAttack } from './qaDocument'
import { restoreAttack } from './restore'
import { streamsAttack } from './streams'
import { structureAttack } from './structure'
import { trainingAttack } from './training'

/** The rows of issue #27, item 8, in the order they run. */
export const ATTACKS: readonly Attack[] = [
  pdfBombAttack,
  restoreAttack,
  structureAttack,
  streamsAttack,
  trainingAttack,
  qaDocumentAttack,
  exportAttack,
  analyseAttack,
]
