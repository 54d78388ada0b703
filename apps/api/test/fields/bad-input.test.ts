/**
 * The holes found by probing the API with bad input, one test each, as a persona allowed to call
 * the endpoint: ids past PostgreSQL's integer range, strings that match the date pattern but are
 * not dates, NUL bytes in text and search, far-future dates and unbounded text. Each answers 400
 * with the bad field named in the problem body (never 5xx), and nothing is stored.
 */
import { isNotNull, notLike } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import {
  addresses,
  auditLog,
  dbsRecords,
  organisations,
  persons,
  playerApplicationStatusChanges,
  qualifications,
  teamParents,
  volunteerRegistrations,
} from '../../src/db/schema';
import { sessionCookieFor } from '../helpers/app';
import { addPerson, organisationId, personIdByEmail } from '../registrations/fixtures';
import { openBackOffice, type BackOffice } from '../helpers/back-office';

let office: BackOffice;
let db: Db;
let clubA: number;
let secretary: string;
let parent: string;
let parentId: number;
let subject: number;

const TOO_BIG = [2147483648, 2 ** 53 - 1] as const;

/** The messages a caller reads in the problem body. */
const SAYS = {
  id: 'must be a whole number from 1 to 2147483647',
  notADate: 'is not a real date',
  control: 'contains characters that are not allowed (control characters)',
} as const;
const NOT_DATES = ['2026-02-31', '2026-13-45', '0000-00-00'] as const;

beforeAll(async () => {
  office = await openBackOffice();
  db = office.db;
  clubA = await organisationId(db, 'Cwm Valley RFC');
  secretary = await sessionCookieFor(office.t.app, await personIdByEmail(db, 'secretary@demo.test'));
  parentId = await personIdByEmail(db, 'parent@demo.test');
  parent = await sessionCookieFor(office.t.app, parentId);
  subject = (await addPerson(db, { dob: '1985-01-01', sexId: 1 })).id;
});

afterAll(async () => {
  await office.t.close();
});

/** Row counts of every table a refused request could have written to. */
async function stored() {
  const tables = {
    persons,
    addresses,
    organisations,
    teamParents,
    dbsRecords,
    qualifications,
    playerApplicationStatusChanges,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
  counts.decidedVolunteers = await db.$count(
    volunteerRegistrations,
    isNotNull(volunteerRegistrations.applicationStatus),
  );
  counts.changesAudited = await db.$count(auditLog, notLike(auditLog.action, '%.read'));
  return counts;
}

/** Sends, then asserts a 400 problem naming `field` and that nothing was stored. */
async function refused(field: string, send: () => Promise<LightMyRequestResponse>, message?: string) {
  const before = await stored();
  const res = await send();
  expect(res.statusCode).toBe(400);
  const problem = res.json();
  expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
  expect(Object.keys(problem.errors ?? {})).toContain(field);
  if (message) expect(problem.errors[field]).toContain(message);
  expect(await stored()).toEqual(before);
  return problem;
}

const patch = (cookie: string, url: string, payload: Record<string, unknown>) =>
  office.t.app.inject({ method: 'PATCH', url, headers: { cookie, origin: 'http://localhost:3000' }, payload });

describe('ids past the database integer range', () => {
  it.each(TOO_BIG)("in the path of an organisation's teams (%s)", async (id) => {
    await refused('organisationId', () => office.get(secretary, `/api/organisation/${id}/team`), SAYS.id);
  });

  it.each(TOO_BIG)('in the path of a referred player application (%s)', async (id) => {
    await refused('id', () => office.get(office.as.admin, `/api/union/player-applications/${id}`), SAYS.id);
  });

  it.each(TOO_BIG)("in the path of a club's decision on a playing registration (%s)", async (id) => {
    await refused('id', () =>
      patch(secretary, `/api/playing-registration/${id}/status`, { playerApplicationStatusValue: 'rejected' }),
    );
  });

  it.each(TOO_BIG)("in an address's countryId (%s)", async (countryId) => {
    const address = {
      addressLine1: '1 High Street',
      city: 'Cardiff',
      county: 'Glamorgan',
      postCode: 'CF10 1AA',
      countryId,
    };
    await refused('countryId', () => office.send(parent, 'POST', `/api/person/${parentId}/address`, address));
  });

  it.each(TOO_BIG)("in a new organisation's typeId (%s)", async (typeId) => {
    await refused('typeId', () =>
      office.send(office.as.admin, 'POST', '/api/union/organisations', { name: 'Out Of Range RFC', typeId }),
    );
  });

  it.each(TOO_BIG)("in a new team's teamTemplateId (%s)", async (teamTemplateId) => {
    await refused('teamTemplateId', () =>
      office.send(office.as.admin, 'POST', `/api/union/organisations/${clubA}/team-parents`, { teamTemplateId }),
    );
  });

  it.each(TOO_BIG)("in a volunteer decision's applicationId (%s)", async (applicationId) => {
    await refused('applicationId', () =>
      office.send(secretary, 'PUT', `/api/organisation/${clubA}/volunteer-registration/decision`, {
        applicationId,
        decision: false,
        wruId: subject,
      }),
    );
  });
});

describe('strings that match the date pattern but are not dates', () => {
  it.each(NOT_DATES)("in a child's dob (%s)", async (dob) => {
    const child = { firstName: 'Impossible', lastName: 'Date', dob, sexId: 1, nationalityIds: [1] };
    await refused('dob', () => office.send(parent, 'POST', `/api/person/${parentId}/child`, child), SAYS.notADate);
  });

  it.each(NOT_DATES)("in a qualification's validFrom (%s)", async (validFrom) => {
    await refused(
      'validFrom',
      () =>
        office.send(office.as.admin, 'POST', `/api/union/people/${subject}/qualifications`, {
          value: 'Level 1',
          validFrom,
        }),
      SAYS.notADate,
    );
  });

  it.each(NOT_DATES)("in a DBS check's issued (%s)", async (issued) => {
    await refused(
      'issued',
      () =>
        office.send(office.as.safeguardingOfficer, 'POST', `/api/union/people/${subject}/dbs`, {
          certificateNumber: '001234567890',
          issued,
        }),
      SAYS.notADate,
    );
  });
});

describe('NUL bytes in text and search', () => {
  it('in the union people search', async () => {
    await refused('search', () => office.get(office.as.admin, '/api/union/people?search=abc%00def'), SAYS.control);
  });

  it('in the union role candidates search', async () => {
    await refused(
      'search',
      () => office.get(office.as.admin, '/api/union/roles/candidates?search=abc%00def'),
      SAYS.control,
    );
  });

  it('in an address line', async () => {
    const address = {
      addressLine1: '1 High\u0000Street',
      city: 'Cardiff',
      county: 'Glamorgan',
      postCode: 'CF10 1AA',
      countryId: 1,
    };
    await refused(
      'addressLine1',
      () => office.send(parent, 'POST', `/api/person/${parentId}/address`, address),
      SAYS.control,
    );
  });

  it("in a qualification's value and certificate number", async () => {
    const url = `/api/union/people/${subject}/qualifications`;
    await refused(
      'value',
      () => office.send(office.as.admin, 'POST', url, { value: 'Level\u00001', validFrom: '2025-09-01' }),
      SAYS.control,
    );
    await refused(
      'certificateNumber',
      () =>
        office.send(office.as.admin, 'POST', url, {
          value: 'Level 1',
          validFrom: '2025-09-01',
          certificateNumber: 'AB\u0000C',
        }),
      SAYS.control,
    );
  });
});

describe('limits on length and on dates', () => {
  it('refuses a 100 KB addressLine1', async () => {
    const address = {
      addressLine1: 'x'.repeat(100 * 1024),
      city: 'Cardiff',
      county: 'Glamorgan',
      postCode: 'CF10 1AA',
      countryId: 1,
    };
    await refused(
      'addressLine1',
      () => office.send(parent, 'POST', `/api/person/${parentId}/address`, address),
      'must be at most 100 characters',
    );
  });

  it('refuses a qualification valid from 9999-12-31', async () => {
    await refused(
      'validFrom',
      () =>
        office.send(office.as.admin, 'POST', `/api/union/people/${subject}/qualifications`, {
          value: 'Level 1',
          validFrom: '9999-12-31',
        }),
      'The valid-from date cannot be more than a year ahead',
    );
  });

  it('refuses a DBS check issued 9999-12-31 (it used to answer 500 and store it)', async () => {
    await refused(
      'issued',
      () =>
        office.send(office.as.safeguardingOfficer, 'POST', `/api/union/people/${subject}/dbs`, {
          certificateNumber: '001234567890',
          issued: '9999-12-31',
        }),
      'The issue date cannot be in the future',
    );
    const view = await office.get(office.as.safeguardingOfficer, `/api/union/people/${subject}/dbs`);
    expect(view.statusCode).toBe(200);
    expect(view.json().records).toEqual([]);
  });

  it('still records what is within the limits', async () => {
    const res = await office.send(office.as.admin, 'POST', `/api/union/people/${subject}/qualifications`, {
      value: 'q'.repeat(200),
      validFrom: '2025-09-01',
      certificateNumber: 'c'.repeat(50),
    });
    expect(res.statusCode).toBe(201);
  });
});
