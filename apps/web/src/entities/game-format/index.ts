/** A game format (Mixed Ability, Touch, ...) worded the same on every page that names a team's format. */
export * from './game-format';
