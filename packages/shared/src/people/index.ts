export * from './person';
export * from './age';
export * from './validation';
export * from './person-input';
export * from './endpoints';
export * from './reasons';
export * from './union-people';
export * from './language';
