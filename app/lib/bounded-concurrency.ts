/** Thrown by a bounded runner that is running and queueing as much as it may. */
export class BusyError extends Error {
  constructor() {
    super('Busy')
  }
}

/**
 * A bounded runner whose queue is ordered: at most `concurrency` tasks run at once and at most
 * `queue` wait; a task beyond that is refused at once with BusyError (it never starts). When a
 * place frees up, the waiting task with the lowest rank starts (equal ranks in arrival order).
 */
export function rankedRunner(concurrency: number, queue: number) {
  let active = 0
  const waiting: { rank: number; start: () => void }[] = []
  const release = () => {
    if (waiting.length === 0) {
      active--
      return
    }
    let next = 0
    for (let i = 1; i < waiting.length; i++) if (waiting[i].rank < waiting[next].rank) next = i
    waiting.splice(next, 1)[0].start()
  }
  return {
    async run<T>(rank: number, task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++
      else if (waiting.length < queue) await new Promise<void>((start) => waiting.push({ rank, start }))
      else throw new BusyError()
      try {
        return await task()
      } finally {
        release()
      }
    },
    get active() {
      return active
    },
    get waiting() {
      return waiting.length
    },
  }
}

/**
 * At most `concurrency` tasks run at once and at most `queue` wait for a turn, in arrival order; a
 * task beyond that is refused at once with BusyError (it never starts), so a burst of expensive
 * work cannot pile up and starve everything else the process does.
 */
export function boundedRunner(concurrency: number, queue: number) {
  const ranked = rankedRunner(concurrency, queue)
  return {
    run: <T>(task: () => Promise<T>): Promise<T> => ranked.run(0, task),
    get active() {
      return ranked.active
    },
    get waiting() {
      return ranked.waiting
    },
  }
}
