export * from './endpoints';
export * from './names';
