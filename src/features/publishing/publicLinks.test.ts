import { describe, expect, it } from 'vitest'
import { dialogLink, embedSnippet, fileStem, multichatLink, multichatPath, widgetLink } from './publicLinks'

describe('public links', () => {
  it('puts the dialog and the widget under the public base, without a double slash', () => {
    expect(dialogLink('https://dialoge.example.org/', 'abc-1')).toBe('https://dialoge.example.org/dialog/abc-1')
    expect(widgetLink('https://dialoge.example.org', 'abc-1')).toBe('https://dialoge.example.org/widget/abc-1')
  })

  it('escapes an id that is not URL-safe', () => {
    expect(dialogLink('http://x', 'a b/c')).toBe('http://x/dialog/a%20b%2Fc')
  })

  it('gives the two games their fixed paths and every other multichat /multi_live/{id}', () => {
    expect(multichatPath(3)).toBe('/flow')
    expect(multichatPath(4)).toBe('/aufderflucht')
    expect(multichatPath(12)).toBe('/multi_live/12')
    expect(multichatLink('http://localhost:3000', 4)).toBe('http://localhost:3000/aufderflucht')
  })

  it('embeds the widget in an iframe of the chosen size', () => {
    const snippet = embedSnippet('https://x.org/widget/s1', 'small', 'Umfrage')
    expect(snippet).toContain('src="https://x.org/widget/s1"')
    expect(snippet).toContain('width="320" height="480"')
    expect(embedSnippet('https://x.org/widget/s1', 'full', 'Umfrage')).toContain('width="100%" height="700"')
  })

  it('keeps a dialog name with quotes and tags inside the title attribute', () => {
    const snippet = embedSnippet('https://x.org/widget/s1', 'medium', '"><script>alert(1)</script>&')
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"')
    expect(snippet).not.toContain('<script>')
  })

  it('names downloads after the id, with only safe characters', () => {
    expect(fileStem('dialog', 'abc-1')).toBe('dialog-abc-1-qr')
    expect(fileStem('multichat', 3)).toBe('multichat-3-qr')
    expect(fileStem('dialog', '../..')).toBe('dialog-link-qr')
  })
})
