import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A zip archive written front to back, for the export's workbook (docs/api/export.md "The
 * workbook's own writer"). Entries are deflated on the calling thread (the export's thread, paced
 * and niced: zlib's asynchronous streams would compress on libuv's pool, outside both), in parts:
 * each part of an entry is compressed on its own and ended with a sync flush, which ends deflate's
 * blocks on a byte boundary without ending the stream, so the parts joined are one valid deflate
 * stream (the last ends with an empty final block). A part starts with an empty dictionary: for
 * parts of 128 KB that costs well under 1 % of the size.
 *
 * Sizes and CRCs follow each entry in a data descriptor (general purpose bit 3), as a writer that
 * does not know them in advance must; the central directory at the end repeats them. No Zip64:
 * an entry or the whole archive stops at 4 GiB less one byte (ZipTooLarge), far beyond what an
 * export reaches within its time limit (EXPORT_TIME_LIMIT_MS: ~100 MB of sheets per 10,000
 * respondents, ~1.5 GB in 15 minutes at the least).
 */
export class ZipWriter {
  private offset = 0
  private readonly entries: CentralEntry[] = []
  private open: ZipEntry | undefined
  private readonly time: number
  private readonly date: number

  /** `write` takes each piece of the archive in order; `modified` is every entry's time. */
  constructor(
    private readonly write: (bytes: Buffer) => void,
    modified: Date = new Date(),
  ) {
    // MS-DOS time and date, as the archive's readers show them (local time has no meaning here: UTC).
    this.time = (modified.getUTCHours() << 11) | (modified.getUTCMinutes() << 5) | (modified.getUTCSeconds() >> 1)
    this.date =
      ((Math.max(1980, modified.getUTCFullYear()) - 1980) << 9) |
      ((modified.getUTCMonth() + 1) << 5) |
      modified.getUTCDate()
  }

  /** Starts an entry; the one before must be ended. */
  entry(name: string): ZipEntry {
    if (this.open) throw new Error(`zip entry ${this.open.name} is not ended`)
    const nameBytes = Buffer.from(name, 'utf8')
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4) // version needed: 2.0 (deflate)
    header.writeUInt16LE(FLAGS, 6)
    header.writeUInt16LE(8, 8) // deflate
    header.writeUInt16LE(this.time, 10)
    header.writeUInt16LE(this.date, 12)
    // CRC and sizes (14-25) stay 0: they follow in the data descriptor.
    header.writeUInt16LE(nameBytes.length, 26)
    const start = this.offset
    this.emit(Buffer.concat([header, nameBytes]))
    const entry = new ZipEntry(
      name,
      (bytes) => this.emit(bytes),
      ({ crc, size, compressed }) => {
        const descriptor = Buffer.alloc(16)
        descriptor.writeUInt32LE(0x08074b50, 0)
        descriptor.writeUInt32LE(crc, 4)
        descriptor.writeUInt32LE(compressed, 8)
        descriptor.writeUInt32LE(size, 12)
        this.emit(descriptor)
        this.entries.push({ nameBytes, crc, size, compressed, offset: start })
        this.open = undefined
      },
    )
    this.open = entry
    return entry
  }

  /** A whole entry at once (the small parts of a workbook). */
  file(name: string, text: string): void {
    const entry = this.entry(name)
    entry.write(text)
    entry.end()
  }

  /** Writes the central directory: the archive is complete. */
  finish(): void {
    if (this.open) throw new Error(`zip entry ${this.open.name} is not ended`)
    const start = this.offset
    for (const e of this.entries) {
      const header = Buffer.alloc(46)
      header.writeUInt32LE(0x02014b50, 0)
      header.writeUInt16LE(20, 4) // made by: 2.0, MS-DOS attributes
      header.writeUInt16LE(20, 6)
      header.writeUInt16LE(FLAGS, 8)
      header.writeUInt16LE(8, 10)
      header.writeUInt16LE(this.time, 12)
      header.writeUInt16LE(this.date, 14)
      header.writeUInt32LE(e.crc, 16)
      header.writeUInt32LE(e.compressed, 20)
      header.writeUInt32LE(e.size, 24)
      header.writeUInt16LE(e.nameBytes.length, 28)
      // Extra field, comment, disk, attributes: none (30-41).
      header.writeUInt32LE(e.offset, 42)
      this.emit(Buffer.concat([header, e.nameBytes]))
    }
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(this.entries.length, 8)
    end.writeUInt16LE(this.entries.length, 10)
    end.writeUInt32LE(this.offset - start, 12)
    end.writeUInt32LE(start, 16)
    this.emit(end)
  }

  private emit(bytes: Buffer): void {
    this.offset += bytes.length
    if (this.offset > MAX_ZIP_BYTES) throw new ZipTooLarge()
    this.write(bytes)
  }
}

/** Data descriptor follows (bit 3); names are UTF-8 (bit 11: "Blöcke", "Verläufe"). */
const FLAGS = (1 << 3) | (1 << 11)

/** Without Zip64, sizes and offsets are 32-bit. */
export const MAX_ZIP_BYTES = 0xffff_ffff

/** The uncompressed text an entry collects before it compresses a part. */
export const ZIP_PART_BYTES = 128 * 1024

export class ZipTooLarge extends Error {
  constructor() {
    super('Excel-Export zu groß: mehr als 4 GB.')
    this.name = 'ZipTooLarge'
  }
}

interface CentralEntry {
  nameBytes: Buffer
  crc: number
  size: number
  compressed: number
  offset: number
}

/** One entry's text, collected and compressed in parts of ZIP_PART_BYTES. */
export class ZipEntry {
  private pending: string[] = []
  private pendingLength = 0
  private crc = 0
  private size = 0
  private compressed = 0

  constructor(
    readonly name: string,
    private readonly emit: (bytes: Buffer) => void,
    private readonly ended: (sums: { crc: number; size: number; compressed: number }) => void,
  ) {}

  /** Adds text (UTF-8); compresses once a part's worth has been collected. */
  write(text: string): void {
    this.pending.push(text)
    // UTF-16 units: at most a third of the bytes UTF-8 needs, close enough for when to compress.
    this.pendingLength += text.length
    if (this.pendingLength >= ZIP_PART_BYTES) this.compress(false)
  }

  /** Compresses what is collected and writes the entry's data descriptor. */
  end(): void {
    this.compress(true)
    this.ended({ crc: this.crc, size: this.size, compressed: this.compressed })
  }

  private compress(last: boolean): void {
    const bytes = Buffer.from(this.pending.join(''), 'utf8')
    this.pending = []
    this.pendingLength = 0
    if (bytes.length === 0 && !last) return
    this.crc = crc32(bytes, this.crc)
    this.size += bytes.length
    if (this.size > MAX_ZIP_BYTES) throw new ZipTooLarge()
    const part = deflateRawSync(bytes, last ? {} : { finishFlush: constants.Z_SYNC_FLUSH })
    this.compressed += part.length
    this.emit(part)
  }
}
