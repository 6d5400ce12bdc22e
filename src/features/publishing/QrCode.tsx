import { Callout, Intent } from '@blueprintjs/core'
import { toDataURL, toString as toSvg } from 'qrcode'
import { useEffect, useState } from 'react'
import { ui } from '../../i18n'
import { LinkButton } from './LinkButton'
import { Spinner } from '../../ui/Spinner'

const t = ui.publishing
/** Big enough to print (about 8.5 cm at 300 dpi); shown smaller. */
const PNG_WIDTH = 1024
const options = { margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } } as const

interface Images {
  url: string
  png: string
  svg: string
}

/** docs/app.md "Publishing": the QR code of a public link, with PNG and SVG downloads. */
export function QrCode({ url, fileStem }: { url: string; fileStem: string }) {
  const [images, setImages] = useState<Images | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    Promise.all([toDataURL(url, { ...options, width: PNG_WIDTH }), toSvg(url, { ...options, type: 'svg' })])
      .then(([png, svg]) => {
        if (current) setImages({ url, png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` })
      })
      .catch((error: unknown) => {
        if (current) setFailed(error instanceof Error ? error.message : String(error))
      })
    return () => {
      current = false
    }
  }, [url])

  if (failed)
    return (
      <Callout intent={Intent.DANGER} role="alert" title={t.qrFailed}>
        {failed}
      </Callout>
    )
  if (!images || images.url !== url) return <Spinner label={t.qrLoading} size={32} />
  return (
    <div className="publish-qr">
      <img className="publish-qr-image" src={images.png} alt={t.qrAlt(url)} width={192} height={192} />
      <div className="publish-qr-downloads">
        <LinkButton icon="download" text={t.downloadPng} href={images.png} download={`${fileStem}.png`} />
        <LinkButton icon="download" text={t.downloadSvg} href={images.svg} download={`${fileStem}.svg`} />
      </div>
    </div>
  )
}
