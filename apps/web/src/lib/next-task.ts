/**
 * Resolves in a task of its own: what follows runs after the browser has answered input, drawn, and
 * let other tasks run. A long piece of work that awaits it between its steps is several short tasks
 * instead of one long one, which would hold up a tap (total blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
