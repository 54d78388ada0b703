export * from './permissions';
export * from './schemas';
export * from './reasons';
export * from './endpoints';
export * from './settings';
