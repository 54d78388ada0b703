export * from './spec-codes';
