export * from './rules';
export * from './schemas';
export * from './endpoints';
export * from './reasons';
