export * from './permissions';
export * from './organisation-lists';
