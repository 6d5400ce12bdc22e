import { BehaviorSubject, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { bindObservable } from './bindObservable'

describe('bindObservable', () => {
  it('reads the current value of a replaying stream at once and follows later values', () => {
    const subject = new BehaviorSubject(1)
    const bound = bindObservable(subject, 0)
    expect(bound.get()).toBe(1)
    const seen: number[] = []
    bound.subscribe(() => seen.push(bound.get()))
    subject.next(2)
    expect(seen).toEqual([2])
  })

  it('keeps the initial value until a stream without a current value emits', () => {
    const subject = new Subject<string>()
    const bound = bindObservable(subject, 'leer')
    expect(bound.get()).toBe('leer')
    subject.next('voll')
    expect(bound.get()).toBe('voll')
  })

  it('stops notifying after unsubscribe and after dispose', () => {
    const subject = new BehaviorSubject(0)
    const bound = bindObservable(subject, 0)
    let calls = 0
    const off = bound.subscribe(() => calls++)
    subject.next(1)
    off()
    subject.next(2)
    bound.subscribe(() => calls++)
    bound.dispose()
    subject.next(3)
    expect(calls).toBe(1)
    expect(bound.get()).toBe(2)
  })
})
