/**
 * Upserts every fixed lookup list (countries, nationalities, rugby unions, organisation types,
 * game formats, team templates, roles, and the referee's weather, ground conditions and postponement
 * reasons), each with its English and Welsh names. Idempotent and cheap: runs on every start. Rows are
 * matched by id and updated to the values in `db/lookups`; rows no longer listed are left alone
 * (they may be referenced).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  COUNTRIES,
  GAME_FORMATS,
  NATIONALITIES,
  ORGANISATION_TYPES,
  ROLES,
  RUGBY_UNIONS,
  TEAM_TEMPLATES,
} from '../db/lookups';
import { GROUND_CONDITIONS, POSTPONEMENT_REASONS, WEATHER_CONDITIONS } from '@mywru/shared';
import {
  countries,
  gameFormats,
  groundConditions,
  nationalities,
  organisationTypes,
  postponementReasons,
  roles,
  rugbyUnions,
  teamTemplates,
  weatherConditions,
} from '../db/schema';

/** `set` clause of an upsert: every column but the key takes the proposed row's value. */
function excludedColumns(table: PgTable): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key === 'id') continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

export async function seedLookups(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values([...COUNTRIES])
      .onConflictDoUpdate({ target: countries.id, set: excludedColumns(countries) });
    await tx
      .insert(nationalities)
      .values([...NATIONALITIES])
      .onConflictDoUpdate({ target: nationalities.id, set: excludedColumns(nationalities) });
    await tx
      .insert(rugbyUnions)
      .values([...RUGBY_UNIONS])
      .onConflictDoUpdate({ target: rugbyUnions.id, set: excludedColumns(rugbyUnions) });
    await tx
      .insert(organisationTypes)
      .values([...ORGANISATION_TYPES])
      .onConflictDoUpdate({ target: organisationTypes.id, set: excludedColumns(organisationTypes) });
    await tx
      .insert(gameFormats)
      .values([...GAME_FORMATS])
      .onConflictDoUpdate({ target: gameFormats.id, set: excludedColumns(gameFormats) });
    await tx
      .insert(teamTemplates)
      .values([...TEAM_TEMPLATES])
      .onConflictDoUpdate({ target: teamTemplates.id, set: excludedColumns(teamTemplates) });
    await tx
      .insert(roles)
      .values([...ROLES])
      .onConflictDoUpdate({ target: roles.id, set: excludedColumns(roles) });
    await tx
      .insert(weatherConditions)
      .values([...WEATHER_CONDITIONS])
      .onConflictDoUpdate({ target: weatherConditions.id, set: excludedColumns(weatherConditions) });
    await tx
      .insert(groundConditions)
      .values([...GROUND_CONDITIONS])
      .onConflictDoUpdate({ target: groundConditions.id, set: excludedColumns(groundConditions) });
    await tx
      .insert(postponementReasons)
      .values([...POSTPONEMENT_REASONS])
      .onConflictDoUpdate({ target: postponementReasons.id, set: excludedColumns(postponementReasons) });
  });
}
