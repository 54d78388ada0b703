export * from './heading';
export * from './text';
export * from './loading-overlay';
export * from './error-alert';
export * from './empty-state';
export * from './back-button';
export * from './brand-mark';
export * from './date-field';
