/** Thrown by a bounded runner that is running and queueing as much as it may. */
export class BusyError extends Error {
  constructor() {
    super('Busy')
  }
}

/**
 * At most `concurrency` tasks run at once and at most `queue` wait for a turn; a task beyond
 * that is refused at once with BusyError (it never starts), so a burst of expensive work cannot
 * pile up and starve everything else the process does.
 */
export function boundedRunner(concurrency: number, queue: number) {
  let active = 0
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve))
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
