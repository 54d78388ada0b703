export * from './permissions';
export * from './organisation-lists';
export * from './administration';
export * from './organisation-people';
export * from './reasons';
export * from './endpoints';
export * from './union-organisations';
export * from './union-organisation-changes';
