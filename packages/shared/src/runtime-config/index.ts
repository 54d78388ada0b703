export * from './runtime-config';
export * from './endpoints';
