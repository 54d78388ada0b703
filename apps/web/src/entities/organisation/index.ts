/** An organisation as the union's screens (its details, its teams, its office holders) read and refresh it. */
export * from './union-organisation';
