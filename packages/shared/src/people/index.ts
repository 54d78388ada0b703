export * from './person';
export * from './age';
export * from './validation';
export * from './person-input';
export * from './email-change';
export * from './endpoints';
export * from './reasons';
export * from './union-people';
