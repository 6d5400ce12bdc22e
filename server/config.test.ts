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

  it('stops with a message naming the variable for a bad value', () => {
    expect(() => readConfig({ PORT: 'achtzig' })).toThrow(/PORT/)
    expect(() => readConfig({ JWT_SECRET_KEY: 'kurz' })).toThrow(/JWT_SECRET_KEY muss mindestens 32 Zeichen/)
  })

  it('turns password expiry on only when PASSWORD_MAX_AGE_DAYS is set', () => {
    expect(readConfig({}).passwordMaxAgeDays).toBeUndefined()
    expect(readConfig({ PASSWORD_MAX_AGE_DAYS: '90' }).passwordMaxAgeDays).toBe(90)
    expect(() => readConfig({ PASSWORD_MAX_AGE_DAYS: 'null' })).toThrow(/PASSWORD_MAX_AGE_DAYS/)
  })
})
