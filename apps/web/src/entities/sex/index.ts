/** A sex ('Male', 'Female', 'Mixed') worded the same, in the page's language, on every page that names one. */
export * from './sex';
