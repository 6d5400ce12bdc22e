import { Button, Tag } from '@blueprintjs/core'
import type { MediaFile } from '@engine/api/media'
import { ui } from '../../../i18n'
import { formatBytes } from './mediaValidation'

const configuratorInspector = ui.configuratorInspector
const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.media
const inspector = configuratorInspector.qa

interface Props {
  file: MediaFile
  /** The file the live page uses (the newest image of its type). */
  active: boolean
  deleting: boolean
  onDelete(): void
}

/** One stored file: a preview for images, the stored name, size and a delete button. */
export function MediaItem({ file, active, deleting, onDelete }: Props) {
  const isImage = file.misc.mime.startsWith('image/')
  const index = file.document?.index
  return (
    <li className="settings-media-item">
      {isImage && <img className="settings-media-preview" src={file.location} alt={t.preview(t.types[file.type])} />}
      <span className="settings-media-name">
        {file.document?.name ?? file.filename_db}
        <small>
          {' '}
          {file.misc.mime}, {formatBytes(file.misc.size)}
        </small>
      </span>
      {index && (
        <Tag
          minimal
          intent={index.status === 'indexed' ? 'success' : index.status === 'indexing' ? 'primary' : 'warning'}
          title={index.status === 'failed' ? inspector.failures[index.code] : undefined}
        >
          {index.status === 'indexed'
            ? inspector.indexed(index.sections, index.pages)
            : index.status === 'indexing'
              ? inspector.indexing(index.progress)
              : inspector.notIndexed(inspector.failures[index.code])}
        </Tag>
      )}
      {active && (
        <Tag minimal intent="success">
          {t.active}
        </Tag>
      )}
      <Button
        variant="minimal"
        size="small"
        icon="trash"
        intent="danger"
        loading={deleting}
        aria-label={`${t.remove}: ${file.filename_db}`}
        title={t.remove}
        onClick={onDelete}
      />
    </li>
  )
}
