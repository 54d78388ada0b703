export * from './session';
export * from './return-to';
export * from './email-change';
export * from './endpoints';
export * from './reasons';
