/**
 * Invoker commands (`command` + `commandfor`) open and close dialogs without JavaScript.
 * React does not type these attributes yet, so they are spread as plain attributes.
 */
export function invoke(command: "show-modal" | "close", target: string): Record<string, string> {
  return { command, commandfor: target }
}
