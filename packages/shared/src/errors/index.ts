export * from './error-codes';
export * from './problem';
