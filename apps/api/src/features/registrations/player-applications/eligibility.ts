import {
  ageGradeFor,
  eligibilityRestrictions,
  type EligibilityFact,
  type EligibilityRestriction,
  type EligibilityRestrictionData,
  type Season,
} from '@mywru/shared';
import type { DbOrTx } from '../../../db/client';
import type { PersonRow } from '../../../domain/person/queries';
import {
  listActivePlayingRoleFacts,
  listEndedPlayingRoleFacts,
  listGameFormats,
  listPendingApplicationFacts,
} from '../queries';

export interface Eligibility {
  data: EligibilityRestrictionData;
  /** Team parents the person plays for this season (restriction 1 closes them too). */
  playingTeamParentIds: Set<number>;
  restrictionsFor(organisationTypeId: number): EligibilityRestriction[];
}

const toFact = (row: EligibilityFact): EligibilityFact => ({
  organisationId: row.organisationId,
  organisationName: row.organisationName,
  organisationTypeId: row.organisationTypeId,
  organisationTypeValue: row.organisationTypeValue,
  gameFormatId: row.gameFormatId,
  gameFormatValue: row.gameFormatValue,
});

/** The facts the three eligibility restrictions are computed from, for the registration season. */
export async function loadEligibility(db: DbOrTx, personId: number, season: Season): Promise<Eligibility> {
  // One after another: inside a transaction the queries share one connection.
  const active = await listActivePlayingRoleFacts(db, personId, season);
  const ended = await listEndedPlayingRoleFacts(db, personId, season);
  const pending = await listPendingApplicationFacts(db, personId, season);
  const formats = await listGameFormats(db);
  const data: EligibilityRestrictionData = {
    activePlayingRoles: active.map(toFact),
    organisationRegistrations: ended.map(toFact),
    pendingApplications: pending.map(toFact),
  };
  const formatNames = new Map(formats.map((f) => [f.id, f.name]));
  return {
    data,
    playingTeamParentIds: new Set(active.map((row) => row.teamParentId)),
    restrictionsFor: (organisationTypeId) => eligibilityRestrictions(data, organisationTypeId, formatNames),
  };
}

/** The person's age grade for the season, or null (no date of birth, or too young). */
export function playerGrade(person: PersonRow, season: Season) {
  return person.dob ? ageGradeFor(person.dob, season) : null;
}
