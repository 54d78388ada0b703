export * from './errors';
export * from './auth';
export * from './seasons';
export * from './dbs';
export * from './people';
export * from './runtime-config';
export * from './registrations';
export * from './organisations';
