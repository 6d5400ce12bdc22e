import { Button, Callout, Classes, FileInput, FormGroup, HTMLSelect, ProgressBar, Tag } from '@blueprintjs/core'
import type { MediaFile } from '@engine/api/media'
import type { Block } from '@engine/index'
import { useId } from 'react'
import type { Snapshot } from 'valtio'
import { ui } from '../../../i18n'
import { acceptFor } from '../settings/mediaValidation'
import { useMediaList } from '../settings/useMediaList'
import { useSession } from '../useConfigurator'
import { useUpdateBlock } from './useUpdateBlock'
import { Spinner } from '../../../ui/Spinner'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.qa

/** Whether the chosen document's text was indexed, so the editor knows the block can answer from it. */
function IndexStatus({ file }: { file: Snapshot<MediaFile> }) {
  const index = file.document?.index
  if (!index) return <Tag minimal>{t.notChecked}</Tag>
  if (index.status === 'indexed')
    return (
      <Tag minimal intent="success" icon="tick" className="inspector-qa-status">
        {t.indexed(index.sections, index.pages)}
      </Tag>
    )
  if (index.status === 'indexing')
    return (
      <div role="status" className="inspector-qa-status">
        <ProgressBar
          value={index.progress / 100}
          intent="primary"
          stripes
          animate
          aria-label={t.indexing(index.progress)}
        />
        <p>{t.indexing(index.progress)}</p>
        <p className={Classes.TEXT_MUTED}>{t.indexingHint}</p>
      </div>
    )
  return (
    <Callout intent="warning" compact className="inspector-qa-status">
      <strong>{t.notIndexed(t.failures[index.code])}</strong>
      <p>{t.notIndexedHint}</p>
    </Callout>
  )
}

/**
 * The qa block's document (docs/configurator.md): pick one of this dialog's documents or upload
 * one (PDF, Markdown, text), which is then chosen for the block; the server indexes it in a job
 * and the field shows its progress, then whether it was indexed and if not, why. Uploads are not undoable, the choice is (a block edit).
 */
export function QaDocumentField({ block }: { block: Block }) {
  const { surveyId } = useSession()
  const { store, snap } = useMediaList(surveyId)
  const update = useUpdateBlock(block.unique_question_id)
  const id = useId()
  const documents = snap.files.filter((f) => f.type === 'document')
  const chosen = documents.find((f) => f.filename_db === block.filename_db)
  const unknown = block.filename_db !== null && !chosen
  const uploading = snap.uploading.document ?? false
  const uploadError = snap.uploadErrors.document

  const upload = async (file: File) => {
    const stored = await store.uploadFile('document', file)
    if (stored) update('filename_db', stored.filename_db)
  }

  return (
    <FormGroup
      label={t.document}
      labelFor={id}
      helperText={block.filename_db ? undefined : t.noDocument}
      className="inspector-qa-document"
    >
      <HTMLSelect
        id={id}
        fill
        value={block.filename_db ?? ''}
        onChange={(event) => void update('filename_db', event.currentTarget.value || null)}
      >
        <option value="">{t.none}</option>
        {documents.map((file) => (
          <option key={file.filename_db} value={file.filename_db}>
            {file.document?.name ?? file.filename_db}
          </option>
        ))}
        {unknown && <option value={block.filename_db ?? ''}>{t.unknown(block.filename_db ?? '')}</option>}
      </HTMLSelect>
      {snap.loading && documents.length === 0 ? (
        <Spinner size={16} label={t.loading} />
      ) : (
        <>
          {chosen && <IndexStatus file={chosen} />}
          {unknown && !snap.loadFailure && (
            <Callout intent="warning" compact>
              {t.unknownHint}
            </Callout>
          )}
        </>
      )}
      {snap.loadFailure && (
        <Callout intent="danger" compact title={t.loadFailed} role="alert">
          <p>{snap.loadFailure}</p>
          <Button size="small" text={t.retry} onClick={() => void store.load()} />
        </Callout>
      )}
      <FileInput
        fill
        disabled={uploading}
        text={uploading ? t.uploading : t.upload}
        buttonText={t.browse}
        inputProps={{ accept: acceptFor('document'), 'aria-label': t.upload }}
        onInputChange={(event) => {
          const file = event.currentTarget.files?.[0]
          // Cleared, so choosing the same file again (after a fix) fires again.
          event.currentTarget.value = ''
          if (file) void upload(file)
        }}
      />
      {uploading && (
        <div role="status" className="inspector-qa-uploading">
          <Spinner decorative size={16} />
          {t.uploading}
        </div>
      )}
      {uploadError && (
        <Callout intent="danger" compact role="alert">
          {uploadError}
        </Callout>
      )}
    </FormGroup>
  )
}
