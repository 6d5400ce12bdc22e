import { Button, Callout, Classes, H5 } from '@blueprintjs/core'
import { type MediaFile, MediaType } from '@engine/api/media'
import { useState } from 'react'
import { ui as uiTexts } from '../../../i18n'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { useSession } from '../useConfigurator'
import { MediaTypeGroup } from './MediaTypeGroup'
import { useMediaList } from './useMediaList'
import { Spinner } from '../../../ui/Spinner'

const configuratorSettings = uiTexts.configuratorSettings

const t = configuratorSettings.media

/** Logo, avatar, background image and qa documents of the dialog (direct calls, not undoable). */
export function MediaSection() {
  const { surveyId } = useSession()
  const { store, snap } = useMediaList(surveyId)
  const [confirm, setConfirm] = useState<MediaFile | null>(null)

  const remove = () => {
    if (!confirm) return
    setConfirm(null)
    void store.remove(confirm.filename_db)
  }

  return (
    <section aria-label={t.title} className="settings-media">
      <H5>{t.title}</H5>
      <p className={Classes.TEXT_MUTED}>{t.intro}</p>
      {snap.loadFailure && (
        <Callout intent="danger" title={t.loadFailed} role="alert">
          <p>{snap.loadFailure}</p>
          <Button text={t.retry} onClick={() => void store.load()} />
        </Callout>
      )}
      {snap.deleteFailure && (
        <Callout intent="danger" title={t.deleteFailed} role="alert">
          <p>{snap.deleteFailure}</p>
          <Button variant="minimal" icon="cross" aria-label={t.dismiss} onClick={store.clearDeleteFailure} />
        </Callout>
      )}
      {snap.loading && snap.files.length === 0 ? (
        <Spinner size={20} label={t.loading} />
      ) : (
        MediaType.options.map((type) => (
          <MediaTypeGroup
            key={type}
            type={type}
            files={snap.files.filter((f) => f.type === type)}
            uploading={snap.uploading[type] ?? false}
            error={snap.uploadErrors[type]}
            deleting={snap.deleting}
            onUpload={(file) => void store.upload(type, file)}
            onDelete={setConfirm}
          />
        ))
      )}
      <ConfirmDialog
        isOpen={confirm !== null}
        intent="danger"
        texts={t.deleteConfirm}
        onConfirm={remove}
        onClose={() => setConfirm(null)}
      />
    </section>
  )
}
