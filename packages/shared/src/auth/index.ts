export * from './session';
export * from './return-to';
