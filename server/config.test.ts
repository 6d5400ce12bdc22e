import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('readConfig', () => {
  it('defaults to port 3000 and the embedded database in ./data', () => {
    const config = readConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toMatch(/\/data$/)
  })

  it('treats an empty DATABASE_URL as not set', () => {
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined()
  })

  it('uses named statements on PostgreSQL unless PG_PREPARED_STATEMENTS=false (PgBouncer in transaction mode)', () => {
    expect(readConfig({}).pgPreparedStatements).toBe(true)
    expect(readConfig({ PG_PREPARED_STATEMENTS: 'true' }).pgPreparedStatements).toBe(true)
    expect(readConfig({ PG_PREPARED_STATEMENTS: 'false' }).pgPreparedStatements).toBe(false)
    expect(() => readConfig({ PG_PREPARED_STATEMENTS: 'nein' })).toThrow(/PG_PREPARED_STATEMENTS/)
  })

  it('checkpoints the embedded database every 128 MB of WAL unless PGLITE_CHECKPOINT_WAL_MB says otherwise (16 at least)', () => {
    expect(readConfig({}).pgliteCheckpointWalMb).toBe(128)
    expect(readConfig({ PGLITE_CHECKPOINT_WAL_MB: '512' }).pgliteCheckpointWalMb).toBe(512)
    expect(() => readConfig({ PGLITE_CHECKPOINT_WAL_MB: '8' })).toThrow(/PGLITE_CHECKPOINT_WAL_MB/)
  })

  it("groups the embedded database's commits under one WAL fsync unless PGLITE_GROUP_COMMIT=false", () => {
    expect(readConfig({}).pgliteGroupCommit).toBe(true)
    expect(readConfig({ PGLITE_GROUP_COMMIT: 'false' }).pgliteGroupCommit).toBe(false)
    expect(() => readConfig({ PGLITE_GROUP_COMMIT: 'nein' })).toThrow(/PGLITE_GROUP_COMMIT/)
  })

  it('stops with a message naming the variable for a bad value', () => {
    expect(() => readConfig({ PORT: 'achtzig' })).toThrow(/PORT/)
    expect(() => readConfig({ JWT_SECRET_KEY: 'kurz' })).toThrow(/JWT_SECRET_KEY muss mindestens 32 Zeichen/)
  })

  it('turns password expiry on only when PASSWORD_MAX_AGE_DAYS is set', () => {
    expect(readConfig({}).passwordMaxAgeDays).toBeUndefined()
    expect(readConfig({ PASSWORD_MAX_AGE_DAYS: '90' }).passwordMaxAgeDays).toBe(90)
    expect(() => readConfig({ PASSWORD_MAX_AGE_DAYS: 'null' })).toThrow(/PASSWORD_MAX_AGE_DAYS/)
  })

  it('sends HSTS only in production mode unless HSTS says otherwise', () => {
    expect(readConfig({}).security.httpsOnly).toBe(false)
    expect(readConfig({ NODE_ENV: 'production' }).security.httpsOnly).toBe(true)
    expect(readConfig({ NODE_ENV: 'production', HSTS: 'false' }).security.httpsOnly).toBe(false)
    expect(readConfig({ HSTS: 'true' }).security.httpsOnly).toBe(true)
  })

  it('lets any site embed the widget unless WIDGET_FRAME_ANCESTORS names them', () => {
    expect(readConfig({}).security.widgetFrameAncestors).toEqual(['*'])
    expect(
      readConfig({ WIDGET_FRAME_ANCESTORS: 'https://a.example.org  https://b.example.org' }).security
        .widgetFrameAncestors,
    ).toEqual(['https://a.example.org', 'https://b.example.org'])
    expect(() => readConfig({ WIDGET_FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/WIDGET_FRAME_ANCESTORS/)
  })

  it('trusts X-Forwarded-For only from a counted number of proxies or listed addresses, never blindly', () => {
    expect(readConfig({}).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' }).trustProxy).toBe(
      '10.0.0.5,10.1.0.0/16,loopback,::1',
    )
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true ist nicht erlaubt/)
    for (const bad of ['11', 'yes', '10.0.0.0/33', '10.0.0.300', 'fe80::/129', '10.0.0.1/8/1'])
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
  })

  it('sheds load only far beyond normal heavy load, each threshold settable and 0 = off', () => {
    expect(readConfig({}).overload).toEqual({
      maxEventLoopDelayMs: 1000,
      maxHeapUsedPercent: 90,
      maxRssMb: 0,
      retryAfterSeconds: 10,
      respondent: { maxEventLoopDelayMs: 3000, maxHeapUsedPercent: 97, maxRssMb: 0 },
    })
    const tuned = readConfig({
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_RSS_MB: '1500',
      OVERLOAD_RETRY_AFTER_S: '30',
      OVERLOAD_RESPONDENT_MAX_EVENT_LOOP_DELAY_MS: '5000',
      OVERLOAD_RESPONDENT_MAX_RSS_MB: '1800',
    }).overload
    expect(tuned).toMatchObject({
      maxEventLoopDelayMs: 0,
      maxRssMb: 1500,
      retryAfterSeconds: 30,
      respondent: { maxEventLoopDelayMs: 5000, maxRssMb: 1800 },
    })
    expect(() => readConfig({ OVERLOAD_MAX_HEAP_PERCENT: '120' })).toThrow(/OVERLOAD_MAX_HEAP_PERCENT/)
  })

  it('caps co-editing streams at ten per account and dialog and thirty per account, drops unread ones after 20 s, each settable', () => {
    expect(readConfig({}).coediting).toMatchObject({
      maxStreamsPerScope: 10,
      maxStreamsPerAccount: 30,
      drainTimeoutMs: 20_000,
      presenceFlushMs: 250,
    })
    const tuned = readConfig({ LIVE_MAX_STREAMS_PER_DIALOG: '3', LIVE_DRAIN_TIMEOUT_MS: '5000' }).coediting
    expect(tuned).toMatchObject({ maxStreamsPerScope: 3, drainTimeoutMs: 5000 })
    expect(() => readConfig({ LIVE_MAX_STREAMS_PER_ACCOUNT: '0' })).toThrow(/LIVE_MAX_STREAMS_PER_ACCOUNT/)
  })

  it('limits mail and identity calls by default, each limit settable and 0 = off', () => {
    expect(readConfig({}).rateLimits).toEqual({
      mailPerAddress: 3,
      mailPerClient: 20,
      mailWindowSeconds: 900,
      invitationsPerEditor: 50,
      liveRegistrationsPerClient: 300,
      liveWindowSeconds: 300,
    })
    const tuned = readConfig({ RATE_LIMIT_MAIL_PER_ADDRESS: '0', RATE_LIMIT_LIVE_PER_CLIENT: '1000' }).rateLimits
    expect(tuned).toMatchObject({ mailPerAddress: 0, liveRegistrationsPerClient: 1000 })
    expect(() => readConfig({ RATE_LIMIT_MAIL_WINDOW_S: '0' })).toThrow(/RATE_LIMIT_MAIL_WINDOW_S/)
  })
})
