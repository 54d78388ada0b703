export * from './runtime-config';
