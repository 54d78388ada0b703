/** Fixed lookup lists, seeded (upserted by id) on every start. */
export * from './countries';
export * from './nationalities';
export * from './rugby-unions';
export * from './organisation-types';
export * from './game-formats';
export * from './team-templates';
export * from './roles';
export * from './union-roles';
