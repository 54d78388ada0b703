export * from './error-codes';
export * from './problem';
export * from './reasons';
export * from './reasons-catalogue';
