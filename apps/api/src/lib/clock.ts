/** The one source of "now" for rules that depend on the date; tests inject a fixed clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
