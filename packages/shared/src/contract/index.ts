export * from './endpoint';
