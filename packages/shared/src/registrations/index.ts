export * from './age-grade';
export * from './player-application';
export * from './volunteer';
export * from './consent';
export * from './relative-time';
export * from './eligibility';
export * from './schemas';
export * from './team-order';
