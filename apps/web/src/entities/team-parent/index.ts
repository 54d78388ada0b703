/** A team parent (the team an organisation runs) as more than one screen shows it: its registrations switch. */
export * from './registrations-toggle';
