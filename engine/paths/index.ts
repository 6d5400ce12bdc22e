// How respondents go through a dialog (docs/engine.md "Paths"): one picture for simulated and real respondents.
export {
  jumpKey,
  MAX_LISTED_PATHS,
  pathPictureBuilder,
  type PathCount,
  type PathPicture,
  type RespondentPath,
} from './pathPicture'
export {
  DEFAULT_NONSENSE_SHARE,
  DEFAULT_RESPONDENTS,
  simulateRespondents,
  type BlockRef,
  type JumpRef,
  type SimulateRespondentsInput,
  type SimulationExamples,
  type SimulationResult,
  unvisited,
} from './simulateRespondents'
export { seededRandom } from './seededRandom'
