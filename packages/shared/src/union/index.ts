export * from './back-office';
