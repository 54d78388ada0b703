export * from './union-organisations';
