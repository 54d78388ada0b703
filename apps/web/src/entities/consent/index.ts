/** The consent form (the spec's six policies, or the volunteer's four) and its values. */
export * from './consent-form';
