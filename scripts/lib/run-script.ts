/**
 * Runs a command-line script and exits when it is done: the schema engine and pg pools can keep
 * Node's event loop alive for seconds after the work has finished. Errors print and exit 1.
 */
export function runScript(main: () => Promise<void>) {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      const issues = (error as { issues?: { message: string }[] }).issues
      console.error(issues ? issues.map((i) => i.message).join('\n') : error instanceof Error ? error.message : error)
      if (process.env.DEBUG && error instanceof Error) console.error(error.stack)
      process.exit(1)
    },
  )
}
