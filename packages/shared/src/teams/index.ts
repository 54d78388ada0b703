export * from './schemas';
export * from './reasons';
export * from './endpoints';
export * from './union-teams';
