/** An organisation as the union's screens (its details, its teams, its office holders) read and refresh it. */
export * from './union-organisation';
/** The organisation search (active organisations by name, 9 a page) every picker and suggestion list uses. */
export * from './organisation-options';
/** The organisation hub's read: the organisation and the caller's roles there. */
export * from './organisation-hub';
