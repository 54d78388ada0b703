export * from './season';
