import { describe, expect, test } from 'vitest'
import { BusyError, rankedRunner } from './bounded-concurrency'

/** A task that runs until `finish` is called, noting when it started. */
function task(name: string, started: string[]) {
  let finish = () => {}
  const done = new Promise<void>((resolve) => {
    finish = resolve
  })
  return {
    run: async () => {
      started.push(name)
      await done
      return name
    },
    finish: () => finish(),
  }
}

describe('rankedRunner', () => {
  test('runs `concurrency` tasks at once; a waiting task with a lower rank starts first, equal ranks in arrival order', async () => {
    const runner = rankedRunner(1, 3)
    const started: string[] = []
    const [first, a, b, c] = ['first', 'a', 'b', 'c'].map((name) => task(name, started))
    const answers = [runner.run(0, first.run), runner.run(2, a.run), runner.run(1, b.run), runner.run(1, c.run)]
    await Promise.resolve()
    expect(started).toEqual(['first'])
    expect([runner.active, runner.waiting]).toEqual([1, 3])
    await expect(runner.run(0, async () => 'late')).rejects.toBeInstanceOf(BusyError)
    for (const t of [first, b, c, a]) {
      t.finish()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(started).toEqual(['first', 'b', 'c', 'a'])
    expect(await Promise.all(answers)).toEqual(['first', 'a', 'b', 'c'])
    expect([runner.active, runner.waiting]).toEqual([0, 0])
  })

  test('a failing task frees its place', async () => {
    const runner = rankedRunner(1, 0)
    await expect(runner.run(0, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await runner.run(0, async () => 'next')).toBe('next')
  })
})
