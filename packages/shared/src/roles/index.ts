export * from './registered-roles';
export * from './union-roles';
export * from './endpoints';
export * from './reasons';
