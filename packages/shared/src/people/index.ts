export * from './person';
export * from './age';
export * from './validation';
