import { expect, test } from 'vitest'
import { BusyError, boundedRunner } from './bounded-concurrency'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

test('runs at most `concurrency` tasks at once, queues `queue` more and refuses the rest without starting them', async () => {
  const runner = boundedRunner(2, 3)
  const gate = deferred()
  let running = 0
  let peak = 0
  let started = 0
  const task = async () => {
    started++
    running++
    peak = Math.max(peak, running)
    await gate.promise
    running--
    return 'done'
  }
  const results = Array.from({ length: 10 }, () =>
    runner.run(task).then(
      (v) => v,
      (e: unknown) => e,
    ),
  )
  await Promise.resolve()
  expect(runner.active).toBe(2)
  expect(runner.waiting).toBe(3)
  gate.resolve()
  const settled = await Promise.all(results)
  expect(settled.filter((r) => r === 'done')).toHaveLength(5)
  expect(settled.filter((r) => r instanceof BusyError)).toHaveLength(5)
  expect(started).toBe(5)
  expect(peak).toBe(2)
  expect(runner.active).toBe(0)
})

test('a failing task frees its place', async () => {
  const runner = boundedRunner(1, 0)
  await expect(runner.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  await expect(runner.run(async () => 'next')).resolves.toBe('next')
  expect(runner.active).toBe(0)
})
