import { Callout, Classes, FileInput, H6 } from '@blueprintjs/core'
import type { MediaFile, MediaType } from '@engine/api/media'
import { ui } from '../../../i18n'
import { MediaItem } from './MediaItem'
import { acceptFor } from './mediaValidation'
import { Spinner } from '../../../ui/Spinner'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.media

interface Props {
  type: MediaType
  /** This type's files, oldest first. */
  files: readonly MediaFile[]
  uploading: boolean
  error: string | undefined
  deleting: string | null
  onUpload(file: File): void
  onDelete(file: MediaFile): void
}

/** The files of one media type and the picker that adds one. */
export function MediaTypeGroup({ type, files, uploading, error, deleting, onUpload, onDelete }: Props) {
  const label = t.types[type]
  // Documents are all used (qa blocks pick one); of the images the newest is shown.
  const activeName = type === 'document' ? null : files.at(-1)?.filename_db
  return (
    <div className="settings-media-group" role="group" aria-label={label}>
      <H6>{label}</H6>
      {files.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t.none}</p>
      ) : (
        <ul className="settings-media-list">
          {files.map((file) => (
            <MediaItem
              key={file.filename_db}
              file={file}
              active={file.filename_db === activeName}
              deleting={deleting === file.filename_db}
              onDelete={() => onDelete(file)}
            />
          ))}
        </ul>
      )}
      <FileInput
        fill
        disabled={uploading}
        text={uploading ? t.uploading : t.upload(label)}
        buttonText={t.browse}
        inputProps={{ accept: acceptFor(type), 'aria-label': t.upload(label) }}
        onInputChange={(event) => {
          const file = event.currentTarget.files?.[0]
          // Cleared, so choosing the same file again (after a fix) fires again.
          event.currentTarget.value = ''
          if (file) onUpload(file)
        }}
      />
      {uploading && <Spinner size={16} label={t.uploading} />}
      {error && (
        <Callout intent="danger" compact role="alert">
          {error}
        </Callout>
      )}
    </div>
  )
}
