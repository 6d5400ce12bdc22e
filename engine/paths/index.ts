// How respondents go through a dialog (docs/engine.md "Paths"): one picture for simulated and real respondents.
export {
  jumpKey,
  MAX_LISTED_PATHS,
  pathPictureBuilder,
  type PathCount,
  type PathPicture,
  type RespondentPath,
} from './pathPicture'
