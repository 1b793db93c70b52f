/** A refusal the structure commands explain in one message: a name that is not a page, a link that would break. */
export class Stop extends Error {}

/** Runs a command: a Stop prints its message and exits with 1, without a stack trace; anything else is a bug and throws. */
export function runCommand(run: () => void): void {
  try {
    run()
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
