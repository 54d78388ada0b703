export * from './back-office';
export * from './union-organisations';
