import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, nationalities, rugbyUnions } from '../../db/schema';

export const listCountries = (db: DbOrTx) =>
  db
    .select({ id: countries.id, value: countries.value, valueCy: countries.valueCy })
    .from(countries)
    .orderBy(asc(countries.id));

export const listNationalities = (db: DbOrTx) =>
  db
    .select({ id: nationalities.id, value: nationalities.value, valueCy: nationalities.valueCy })
    .from(nationalities)
    .orderBy(asc(nationalities.value));

export const listRugbyUnions = (db: DbOrTx) =>
  db
    .select({
      id: rugbyUnions.id,
      value: rugbyUnions.value,
      valueCy: rugbyUnions.valueCy,
      isHomeUnion: rugbyUnions.isHomeUnion,
    })
    .from(rugbyUnions)
    .orderBy(asc(rugbyUnions.id));
