import { verify } from '@node-rs/argon2';
import {
  currentSeason,
  isPermitLive,
  PERMIT_STATUSES,
  permitAgeCategory,
  permitStatus,
  registrationSeason,
  transferRoleDays,
  transferStateOf,
  TRANSFER_STATES,
} from '@mywru/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { COUNTRIES, ROLE_IDS, UNION_ROLES } from '../db/lookups';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  DEMO_PERMIT_PEOPLE,
  DEMO_TRANSFER_PEOPLE,
  demoMemberOf,
  seedDemoData,
} from './demo';
import { seedLookups } from './lookups';

const NOW = new Date('2025-10-15T10:00:00Z');

/** Whole years between a date of birth and `now` (UTC calendar dates). */
function ageOn(dob: string, now: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

let database: Database;

async function personIdOf(email: string): Promise<number> {
  const { rows } = await database.query<{ person_id: number }>('select person_id from accounts where email = $1', [email]);
  const row = rows[0];
  if (!row) throw new Error(`no account for ${email}`);
  return Number(row.person_id);
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedLookups(database.db);
  expect(await seedDemoData({ database, now: NOW })).toBe(true);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('lookups', () => {
  it('has the United Kingdom as country 1 and the full ISO list', async () => {
    const { rows } = await database.query<{ id: number; value: string; iso_code: string }>(
      'select id, value, iso_code from countries order by id',
    );
    expect(rows[0]).toEqual({ id: 1, value: 'United Kingdom', iso_code: 'GB' });
    expect(rows).toHaveLength(COUNTRIES.length);
    expect(rows.length).toBe(249);
  });

  it('is idempotent and applies changes to existing rows', async () => {
    await database.query(`update roles set value = 'Changed' where id = $1`, [ROLE_IDS.clubSecretary]);
    await seedLookups(database.db);
    await seedLookups(database.db);
    const { rows } = await database.query<{ value: string }>('select value from roles where id = $1', [ROLE_IDS.clubSecretary]);
    expect(rows[0]?.value).toBe('Club Secretary');
    const counts = await database.query<{ n: number }>('select count(*)::int as n from countries');
    expect(counts.rows[0]?.n).toBe(249);
  });
});

describe('demo data', () => {
  it('has an account for every demo e-mail whose password verifies', async () => {
    const { rows } = await database.query<{ email: string; password_hash: string }>(
      'select email, password_hash from accounts',
    );
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const row of rows) {
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(row.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives the parent two children: one under 12, one aged 16 or 17 with an e-mail', async () => {
    const parentId = await personIdOf('parent@demo.test');
    const { rows } = await database.query<{ dob: string; email: string | null; id: number }>(
      `select id, to_char(dob, 'YYYY-MM-DD') as dob, email from persons where parent_id = $1 order by dob desc`,
      [parentId],
    );
    expect(rows).toHaveLength(2);
    const [young, teen] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(ageOn(young.dob, NOW)).toBeLessThan(12);
    expect([16, 17]).toContain(ageOn(teen.dob, NOW));
    expect(teen.email).toMatch(/@/);
    const childAccounts = await database.query('select 1 from accounts where person_id in ($1, $2)', [young.id, teen.id]);
    expect(childAccounts.rows).toHaveLength(0);
  });

  it('makes secretary and secretary2 Club Secretary of different clubs', async () => {
    const clubOf = async (email: string) => {
      const { rows } = await database.query<{ name: string; organisation_id: number }>(
        `select o.name, r.organisation_id from person_organisation_roles r join organisations o on o.id = r.organisation_id
         where r.person_id = $1 and r.role_id = $2 and r.active_to is null`,
        [await personIdOf(email), ROLE_IDS.clubSecretary],
      );
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };
    const a = await clubOf('secretary@demo.test');
    const b = await clubOf('secretary2@demo.test');
    expect(a.name).toBe(DEMO_ORGANISATIONS.clubA);
    expect(b.name).toBe(DEMO_ORGANISATIONS.clubB);
    expect(a.organisation_id).not.toBe(b.organisation_id);
  });

  it('leaves the newcomer with only an e-mail', async () => {
    const id = await personIdOf('newcomer@demo.test');
    const { rows } = await database.query<{ first_name: string | null; last_name: string | null; dob: string | null; email: string }>(
      'select first_name, last_name, dob, email from persons where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ first_name: null, last_name: null, dob: null, email: 'newcomer@demo.test' });
    const address = await database.query('select 1 from addresses where person_id = $1', [id]);
    expect(address.rows).toHaveLength(0);
  });

  it('gives the imported record an address and an e-mail but no first name', async () => {
    const id = await personIdOf('unnamed@demo.test');
    const { rows } = await database.query<{ first_name: string | null; email: string }>('select first_name, email from persons where id = $1', [id]);
    expect(rows[0]).toEqual({ first_name: null, email: 'unnamed@demo.test' });
    const address = await database.query('select 1 from addresses where person_id = $1', [id]);
    expect(address.rows).toHaveLength(1);
  });

  it('gives the player an active playing role in club A, the coach a team role there, and the admin the union role', async () => {
    const roles = await database.query<{ role_id: number; name: string; team_child_id: number | null }>(
      `select r.role_id, o.name, r.team_child_id from person_organisation_roles r join organisations o on o.id = r.organisation_id
       where r.person_id = $1 and r.active_to is null`,
      [await personIdOf('player@demo.test')],
    );
    expect(roles.rows).toContainEqual(expect.objectContaining({ role_id: ROLE_IDS.player, name: DEMO_ORGANISATIONS.clubA }));
    const coach = await database.query<{ role_id: number; name: string; team_child_id: number | null }>(
      `select r.role_id, o.name, r.team_child_id from person_organisation_roles r join organisations o on o.id = r.organisation_id
       where r.person_id = $1 and r.role_id = $2`,
      [await personIdOf('coach@demo.test'), ROLE_IDS.teamCoach],
    );
    expect(coach.rows).toHaveLength(1);
    expect(coach.rows[0]?.name).toBe(DEMO_ORGANISATIONS.clubA);
    expect(coach.rows[0]?.team_child_id).not.toBeNull();
    const safeguarding = await database.query(
      'select 1 from person_organisation_roles where person_id = $1 and role_id = $2',
      [await personIdOf('safeguarding@demo.test'), ROLE_IDS.clubSafeguardingOfficer],
    );
    expect(safeguarding.rows).toHaveLength(1);
    const union = await database.query<{ role: string }>('select role from union_roles where person_id = $1', [
      await personIdOf('admin@demo.test'),
    ]);
    expect(union.rows.map((r) => r.role)).toEqual([UNION_ROLES.administrator]);
  });

  it('allocates past and future fixtures to the referee', async () => {
    const { rows } = await database.query<{ past: number; future: number }>(
      `select count(*) filter (where date < $2)::int as past, count(*) filter (where date >= $2)::int as future
       from fixtures where referee_person_id = $1`,
      [await personIdOf('referee@demo.test'), NOW.toISOString()],
    );
    expect(rows[0]!.past).toBeGreaterThan(0);
    expect(rows[0]!.future).toBeGreaterThan(0);
  });

  it("has a season of competitions, each taking its templates, and the referee's fixtures in every state", async () => {
    const competitions = await database.query<{ name: string; sex_id: number | null; templates: number[] }>(
      `select c.name, c.sex_id, array_agg(t.team_template_id order by t.team_template_id) as templates
       from competitions c join competition_team_templates t on t.competition_id = c.id group by c.id order by c.id`,
    );
    expect(competitions.rows.map((c) => [c.name, c.sex_id, c.templates])).toEqual([
      ['Dyffryn Championship', 1, [22]],
      ['Arfordir Youth League', 1, [17]],
      ["Glannau Women's League", 2, [23]],
      ['Under 12 Festival', null, [6, 7]],
    ]);
    const referee = await personIdOf('referee@demo.test');
    const { rows } = await database.query<{ state: string; n: number }>(
      `select case when status <> 'scheduled' then status when date < $2 then 'awaiting' else 'ahead' end as state,
              count(*)::int as n
       from fixtures where referee_person_id = $1 group by 1`,
      [referee, NOW.toISOString()],
    );
    const byState = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    expect(byState).toMatchObject({ result: 3, postponed: 1 });
    expect(byState.awaiting).toBeGreaterThanOrEqual(3);
    expect(byState.ahead).toBeGreaterThan(0);
    // Submitted ones are claimed by the referee, with weather and ground for a result.
    const submitted = await database.query<{ claimed: number; weather: number | null; status: string }>(
      `select claimed_by_person_id::int as claimed, weather_condition_id as weather, status
       from fixtures where status <> 'scheduled'`,
    );
    for (const row of submitted.rows) {
      expect(row.claimed).not.toBeNull();
      if (row.status === 'result') expect(row.weather).not.toBeNull();
    }
    const unallocatedPast = await database.query<{ n: number }>(
      `select count(*)::int as n from fixtures where referee_person_id is null and date < $1 and status = 'scheduled'`,
      [NOW.toISOString()],
    );
    expect(unallocatedPast.rows[0]!.n).toBeGreaterThan(0);
    const union = await database.query<{ role: string }>('select role from union_roles where person_id = $1', [
      await personIdOf('competitions@demo.test'),
    ]);
    expect(union.rows.map((r) => r.role)).toEqual([UNION_ROLES.competitionsOfficer]);
  });

  it('has applications in every status, each with its history', async () => {
    const { rows } = await database.query<{ status: string; history: string[]; season: string; consents: Record<string, boolean> }>(
      `select a.status, a.season, a.consents, array_agg(c.status order by c.id) as history
       from player_applications a join player_application_status_changes c on c.application_id = a.id group by a.id`,
    );
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of ['referred_clearance', 'referred_dispensation', 'awaiting_org', 'approved', 'rejected']) {
      expect(statuses).toContain(s);
    }
    for (const row of rows) {
      expect(row.history[row.history.length - 1]).toBe(row.status);
      expect(Object.values(row.consents)).toHaveLength(6);
      expect(Object.values(row.consents).every(Boolean)).toBe(true);
      expect(row.season).toBe(currentSeason(NOW).label);
    }
  });

  it('has DBS records in every state', async () => {
    const { rows } = await database.query<{ valid: number; expired: number; invalid: number; pending: number }>(
      `select
         (select count(*)::int from dbs_records where expiry >= $1::date) as valid,
         (select count(*)::int from dbs_records where expiry < $1::date) as expired,
         (select count(*)::int from persons where has_invalid_dbs) as invalid,
         (select count(*)::int from persons where has_active_dbs_application) as pending`,
      [NOW.toISOString().slice(0, 10)],
    );
    const r = rows[0]!;
    expect(r.valid).toBeGreaterThan(0);
    expect(r.expired).toBeGreaterThan(0);
    expect(r.invalid).toBeGreaterThan(0);
    expect(r.pending).toBeGreaterThan(0);
    const expiries = await database.query<{ e: string }>(`select to_char(expiry, 'MM-DD') as e from dbs_records`);
    expect(new Set(expiries.rows.map((x) => x.e))).toEqual(new Set(['05-31']));
  });

  it('has organisations of every type and a team with registrations disabled', async () => {
    const types = await database.query<{ n: number }>('select count(distinct type_id)::int as n from organisations');
    expect(types.rows[0]?.n).toBe(7);
    const disabled = await database.query('select 1 from team_parents where not enable_registrations');
    expect(disabled.rows.length).toBeGreaterThan(0);
  });

  it('has transfers between club A and club B in every state, each of its own person, obeying the rules', async () => {
    const { rows } = await database.query<{
      person_id: number;
      last_name: string;
      from_org: string;
      to_org: string;
      from_role_org: number;
      from_organisation_id: number;
      from_role_team_child: number;
      from_team_child_id: number;
      from_template: number;
      to_template: number;
      from_format: number;
      to_format: number;
      season: string;
      player_decision: number | null;
      player_decided_at: Date | null;
      organisation_decision: number | null;
      union_decision: number | null;
      from_role_active_from: string;
      from_role_active_to: string | null;
      from_role_transferred: boolean;
      union_decided_at: Date | null;
      new_role_org: number | null;
      new_role_team_child: number | null;
      new_role_active_from: string | null;
      to_organisation_id: number;
      to_team_child_id: number;
    }>(
      `select t.person_id, p.last_name, fo.name as from_org, tor.name as to_org,
              r.organisation_id as from_role_org, t.from_organisation_id, r.team_child_id as from_role_team_child,
              t.from_team_child_id, fp.team_template_id as from_template, tp.team_template_id as to_template,
              ft.game_format_id as from_format, tt.game_format_id as to_format, t.season,
              t.player_decision, t.player_decided_at, t.organisation_decision, t.union_decision,
              to_char(r.active_from, 'YYYY-MM-DD') as from_role_active_from,
              to_char(r.active_to, 'YYYY-MM-DD') as from_role_active_to, r.transferred as from_role_transferred,
              t.union_decided_at,
              n.organisation_id as new_role_org, n.team_child_id as new_role_team_child,
              to_char(n.active_from, 'YYYY-MM-DD') as new_role_active_from,
              t.to_organisation_id, t.to_team_child_id
       from transfers t
       join persons p on p.id = t.person_id
       join organisations fo on fo.id = t.from_organisation_id
       join organisations tor on tor.id = t.to_organisation_id
       join person_organisation_roles r on r.id = t.from_role_id
       left join person_organisation_roles n on n.id = t.new_role_id
       join team_children fc on fc.id = t.from_team_child_id join team_parents fp on fp.id = fc.team_parent_id
       join team_children tc on tc.id = t.to_team_child_id join team_parents tp on tp.id = tc.team_parent_id
       join team_templates ft on ft.id = fp.team_template_id join team_templates tt on tt.id = tp.team_template_id`,
    );
    const states = rows.map((row) =>
      transferStateOf(
        {
          playerDecision: row.player_decision,
          playerDecidedAt: row.player_decided_at ? new Date(row.player_decided_at) : null,
          organisationDecision: row.organisation_decision,
          unionDecision: row.union_decision,
        },
        NOW,
      ),
    );
    expect(new Set(states)).toEqual(new Set(TRANSFER_STATES));
    // One person per transfer, none of them a demo account's own person (the guardian's child is theirs to approve).
    expect(new Set(rows.map((row) => row.person_id)).size).toBe(rows.length);
    const accountPeople = await database.query<{ person_id: number }>('select person_id from accounts');
    for (const { person_id } of accountPeople.rows) expect(rows.map((row) => Number(row.person_id))).not.toContain(Number(person_id));
    for (const row of rows) {
      expect([row.from_org, row.to_org].sort()).toEqual([DEMO_ORGANISATIONS.clubB, DEMO_ORGANISATIONS.clubA].sort());
      // The role it moves is the person's, at the sending club, on the from-team; same game format both sides.
      expect(row.from_role_org).toBe(row.from_organisation_id);
      expect(row.from_role_team_child).toBe(row.from_team_child_id);
      expect(row.to_format).toBe(row.from_format);
      expect(row.season).toBe(registrationSeason(NOW).label);
    }
    // The completed one: the union's approval ended the old role (by a transfer) and started the new
    // one on the days the shared rule gives.
    const completed = rows[states.indexOf('completed')]!;
    const days = transferRoleDays({ activeFrom: completed.from_role_active_from }, new Date(completed.union_decided_at!));
    expect(completed.from_role_active_to).toBe(days.oldRoleEndsOn);
    expect(completed.from_role_transferred).toBe(true);
    expect(completed).toMatchObject({
      new_role_org: completed.to_organisation_id,
      new_role_team_child: completed.to_team_child_id,
      new_role_active_from: days.newRoleStartsOn,
    });
    // Nothing open into club A's Senior Men 1st and 2nd teams, where the candidate may be requested.
    const seniorMenA = await database.query<{ id: number }>(
      `select c.id from team_children c join team_parents p on p.id = c.team_parent_id join organisations o on o.id = p.organisation_id
       where o.name = $1 and p.name = 'Senior Men' and c.value in ('1st team', '2nd team')`,
      [DEMO_ORGANISATIONS.clubA],
    );
    expect(seniorMenA.rows).toHaveLength(2);
    for (const { id } of seniorMenA.rows) expect(rows.map((row) => row.to_team_child_id)).not.toContain(id);
  });

  it("names the transfers' people by member id and last name, as the README does", async () => {
    const named = async (key: string) => {
      const { memberId, lastName } = demoMemberOf(key);
      const { rows } = await database.query<{ last_name: string }>('select last_name from persons where id = $1', [memberId]);
      expect(rows[0]?.last_name).toBe(lastName);
      return memberId;
    };
    const candidate = await named(DEMO_TRANSFER_PEOPLE.candidate);
    expect(demoMemberOf(DEMO_TRANSFER_PEOPLE.candidate)).toEqual({ memberId: 1000068, lastName: 'Vaughan' });
    // Club B's player: an active playing role at club B, sex recorded, no transfer, no application.
    const { rows } = await database.query<{ name: string; sex_id: number | null }>(
      `select o.name, p.sex_id from person_organisation_roles r join organisations o on o.id = r.organisation_id
       join persons p on p.id = r.person_id where r.person_id = $1 and r.role_id = $2 and r.active_to is null`,
      [candidate, ROLE_IDS.player],
    );
    expect(rows).toEqual([{ name: DEMO_ORGANISATIONS.clubB, sex_id: expect.any(Number) }]);
    expect((await database.query('select 1 from transfers where person_id = $1', [candidate])).rows).toHaveLength(0);
    expect((await database.query('select 1 from player_applications where person_id = $1', [candidate])).rows).toHaveLength(0);
    for (const key of Object.values(DEMO_TRANSFER_PEOPLE)) await named(key);
  });

  it("gives guardian@demo.test one child, whose transfer from club B to club A awaits the guardian", async () => {
    const guardian = await personIdOf('guardian@demo.test');
    // A member id is a bigint, which node-postgres answers as text.
    const { rows } = await database.query<{ id: string; player_decision: number | null; from_org: string; to_org: string }>(
      `select c.id, t.player_decision, fo.name as from_org, tor.name as to_org from persons c
       join transfers t on t.person_id = c.id
       join organisations fo on fo.id = t.from_organisation_id join organisations tor on tor.id = t.to_organisation_id
       where c.parent_id = $1`,
      [guardian],
    );
    expect(rows).toEqual([
      {
        id: String(demoMemberOf(DEMO_TRANSFER_PEOPLE.guardiansChild).memberId),
        player_decision: null,
        from_org: DEMO_ORGANISATIONS.clubB,
        to_org: DEMO_ORGANISATIONS.clubA,
      },
    ]);
  });

  it('has permits between club A and club B in every badge state, for fixtures ahead and played, each on a playing role at the sending club', async () => {
    const { rows } = await database.query<{
      from_org: string;
      to_org: string;
      date: Date;
      organisation_decision: number | null;
      wru_override_decision: number | null;
      cancelled_on: Date | null;
      role_org: number;
      from_organisation_id: number;
      role_id: number;
      role_active_to: string | null;
      to_team_child_id: number;
      home_team_child_id: number;
      away_team_child_id: number;
      to_side_org: number;
      to_organisation_id: number;
    }>(
      `select fo.name as from_org, tor.name as to_org, f.date, p.organisation_decision, p.wru_override_decision, p.cancelled_on,
              r.organisation_id as role_org, p.from_organisation_id, r.role_id, r.active_to as role_active_to,
              p.to_team_child_id, f.home_team_child_id, f.away_team_child_id, tp.organisation_id as to_side_org,
              p.to_organisation_id
       from permits p
       join organisations fo on fo.id = p.from_organisation_id
       join organisations tor on tor.id = p.to_organisation_id
       join fixtures f on f.id = p.fixture_id
       join person_organisation_roles r on r.id = p.from_role_id
       join team_children tc on tc.id = p.to_team_child_id join team_parents tp on tp.id = tc.team_parent_id`,
    );
    const status = (row: (typeof rows)[number]) =>
      permitStatus({
        organisationDecision: row.organisation_decision,
        wruOverrideDecision: row.wru_override_decision,
        cancelledOn: row.cancelled_on ? new Date(row.cancelled_on).toISOString() : null,
      });
    const ahead = rows.filter((row) => new Date(row.date) > NOW);
    const played = rows.filter((row) => new Date(row.date) <= NOW);
    expect(new Set(ahead.map(status))).toEqual(new Set(PERMIT_STATUSES));
    expect(new Set(played.map(status))).toEqual(new Set(PERMIT_STATUSES));
    // Both clubs receive some, so each club's incoming and outgoing tables have rows.
    expect(new Set(rows.map((row) => row.to_org))).toEqual(new Set([DEMO_ORGANISATIONS.clubA, DEMO_ORGANISATIONS.clubB]));
    for (const row of rows) {
      expect([row.from_org, row.to_org].sort()).toEqual([DEMO_ORGANISATIONS.clubA, DEMO_ORGANISATIONS.clubB].sort());
      expect(row).toMatchObject({ role_org: row.from_organisation_id, role_id: ROLE_IDS.player, role_active_to: null });
      // The receiving club's side of that fixture.
      expect([row.home_team_child_id, row.away_team_child_id]).toContain(row.to_team_child_id);
      expect(row.to_side_org).toBe(row.to_organisation_id);
    }
  });

  it("has a fixture ahead at club A's permit limit and none past it", async () => {
    const { rows } = await database.query<{ permit_limit: number }>('select permit_limit from union_settings');
    const limit = rows[0]?.permit_limit ?? 3;
    const permits = await database.query<{
      fixture_id: number;
      to_org: string;
      date: Date;
      organisation_decision: number | null;
      wru_override_decision: number | null;
      cancelled_on: Date | null;
    }>(
      `select p.fixture_id, o.name as to_org, f.date, p.organisation_decision, p.wru_override_decision, p.cancelled_on
       from permits p join organisations o on o.id = p.to_organisation_id join fixtures f on f.id = p.fixture_id`,
    );
    const live = new Map<string, number>();
    for (const row of permits.rows) {
      const counts = isPermitLive({
        organisationDecision: row.organisation_decision,
        wruOverrideDecision: row.wru_override_decision,
        cancelledOn: row.cancelled_on ? String(row.cancelled_on) : null,
      });
      if (!counts) continue;
      const key = `${row.fixture_id}:${row.to_org}:${new Date(row.date) > NOW ? 'ahead' : 'played'}`;
      live.set(key, (live.get(key) ?? 0) + 1);
    }
    expect(Math.max(...live.values())).toBe(limit);
    expect([...live.entries()].filter(([, n]) => n === limit).map(([key]) => key.split(':').slice(1).join(':'))).toEqual([
      `${DEMO_ORGANISATIONS.clubA}:ahead`,
    ]);
  });

  it("has club B players club A may request on a permit, with nothing open, and a youth's permit awaiting his parent", async () => {
    const candidate = async (key: string) => {
      const { memberId, lastName } = demoMemberOf(key);
      const { rows } = await database.query<{ dob: string; last_name: string; sex_id: number | null; club: string }>(
        `select to_char(p.dob, 'YYYY-MM-DD') as dob, p.last_name, p.sex_id, o.name as club
         from persons p join person_organisation_roles r on r.person_id = p.id and r.role_id = $2 and r.active_to is null
         join organisations o on o.id = r.organisation_id where p.id = $1`,
        [memberId, ROLE_IDS.player],
      );
      expect(rows).toEqual([{ dob: expect.any(String), last_name: lastName, sex_id: expect.any(Number), club: DEMO_ORGANISATIONS.clubB }]);
      expect((await database.query('select 1 from permits where person_id = $1', [memberId])).rows).toHaveLength(0);
      return rows[0]!.dob;
    };
    // Two weeks ahead, the season of the fixtures club A may ask them for.
    const fortnight = new Date(NOW.getTime() + 14 * 86_400_000);
    const senior = await candidate(DEMO_PERMIT_PEOPLE.senior);
    expect(senior).toBe('1999-04-17');
    expect(permitAgeCategory(senior, fortnight)).toBe('senior');
    expect(permitAgeCategory(await candidate(DEMO_PERMIT_PEOPLE.youth), fortnight)).toBe('youth');
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toContain('bryn.tudor@demo.test');

    const parent = await personIdOf('nerys.maddock@demo.test');
    const { rows } = await database.query<{ player_decision: number | null; cancelled_on: Date | null; to_org: string; ahead: boolean }>(
      `select p.player_decision, p.cancelled_on, o.name as to_org, f.date > $2 as ahead from persons c
       join permits p on p.person_id = c.id join organisations o on o.id = p.to_organisation_id join fixtures f on f.id = p.fixture_id
       where c.parent_id = $1`,
      [parent, NOW.toISOString()],
    );
    expect(rows).toEqual([{ player_decision: null, cancelled_on: null, to_org: DEMO_ORGANISATIONS.clubA, ahead: true }]);
  });

  it('does nothing on a second run', async () => {
    const before = await database.query<{ n: number }>('select count(*)::int as n from persons');
    expect(await seedDemoData({ database, now: NOW })).toBe(false);
    const after = await database.query<{ n: number }>('select count(*)::int as n from persons');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe('demo data on other dates', () => {
  it.each(['2026-06-20T08:00:00Z', '2026-03-01T00:30:00Z', '2028-02-29T12:00:00Z', '2025-08-31T23:59:00Z'])(
    'loads on %s',
    async (iso) => {
      const db = await openDatabase({ dataDir: 'memory://' });
      try {
        await db.migrate();
        await seedLookups(db.db);
        expect(await seedDemoData({ database: db, now: new Date(iso) })).toBe(true);
      } finally {
        await db.close();
      }
    },
    120_000,
  );
});
