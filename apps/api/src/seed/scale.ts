/**
 * Scale data for benchmarks: a realistic large union (hundreds of organisations, thousands of
 * teams, N persons), generated with set-based SQL (`insert ... select ... from generate_series`)
 * so 100 000 persons take minutes, not hours, even on the embedded database.
 *
 *   npm run seed:scale -- --persons 100000 [--database-url URL | --data-dir DIR]
 *
 * Adds to whatever is there (demo data included); everything is written in one transaction. The
 * last line on stdout is JSON: { largestOrganisationId, benchPersonId }. Sign in as
 * bench@demo.test with the demo password.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { currentSeason, registrationSeason } from '@mywru/shared';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { loadConfig } from '../env';
import { ORGANISATION_TYPE_IDS as OT, ROLE_IDS, TEAM_TEMPLATE_IDS as T, UK_COUNTRY_ID } from '../db/lookups';
import { DEMO_PASSWORD, PLAYER_CONSENTS, VOLUNTEER_CONSENTS } from './demo';
import { seedLookups } from './lookups';

export const BENCH_EMAIL = 'bench@demo.test';

export interface ScaleOptions {
  persons: number;
  now?: Date;
  /** Progress messages. */
  log?: (message: string) => void;
}

export interface ScaleResult {
  organisations: number;
  teamParents: number;
  teamChildren: number;
  persons: number;
  playingRoles: number;
  largestOrganisationId: number;
  largestOrganisationName: string;
  benchPersonId: number;
}

// ---------------------------------------------------------------------------------------------
// Name pools
// ---------------------------------------------------------------------------------------------

const MALE = [
  'Aled', 'Alun', 'Aneurin', 'Arwel', 'Ben', 'Bryn', 'Cai', 'Callum', 'Carwyn', 'Ceri', 'Dafydd', 'Daniel', 'Dewi',
  'Dylan', 'Elis', 'Emyr', 'Evan', 'Gareth', 'Geraint', 'Gethin', 'Glyn', 'Gruffydd', 'Gwilym', 'Harri', 'Huw', 'Hywel',
  'Ieuan', 'Ifan', 'Iolo', 'Ioan', 'Iwan', 'Jac', 'Jack', 'James', 'Jamie', 'Jordan', 'Kieran', 'Leon', 'Lewis', 'Liam',
  'Llŷr', 'Luke', 'Macsen', 'Mark', 'Matthew', 'Morgan', 'Nathan', 'Osian', 'Owain', 'Owen', 'Paul', 'Rhodri', 'Rhys',
  'Richard', 'Rob', 'Ryan', 'Sam', 'Sion', 'Steffan', 'Taliesin', 'Tom', 'Tomos', 'Twm', 'Wyn',
];
const FEMALE = [
  'Alaw', 'Alys', 'Angharad', 'Anwen', 'Bethan', 'Bronwen', 'Caitlin', 'Carys', 'Catrin', 'Cerys', 'Chloe', 'Ela',
  'Eleri', 'Elin', 'Ellie', 'Emma', 'Efa', 'Ffion', 'Gemma', 'Glenys', 'Gwen', 'Gwenllian', 'Hannah', 'Heledd', 'Iola',
  'Jess', 'Kate', 'Lauren', 'Leah', 'Lili', 'Lowri', 'Lucy', 'Mali', 'Mared', 'Megan', 'Meinir', 'Mererid', 'Mia', 'Nel',
  'Nia', 'Non', 'Olivia', 'Rachel', 'Rhiannon', 'Rhian', 'Rosie', 'Sara', 'Seren', 'Siân', 'Sioned', 'Sophie', 'Tegan',
  'Tirion', 'Manon',
];
const SURNAMES = [
  'Jones', 'Williams', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Hughes', 'Lewis', 'Morgan', 'Griffiths', 'Price', 'Jenkins',
  'Rees', 'Owen', 'Edwards', 'Phillips', 'James', 'Parry', 'Powell', 'Bevan', 'Howells', 'Pritchard', 'Llewellyn',
  'Hopkins', 'Harries', 'Watkins', 'Lloyd', 'Morris', 'Richards', 'Walters', 'Jenkin', 'Gwynne', 'Vaughan', 'Prosser',
  'Pugh', 'Bowen', 'Beynon', 'Meredith', 'Probert', 'Harris', 'Smith', 'Taylor', 'Brown', 'Wilson', 'Walsh', "O'Brien",
  'Murphy', 'Taufa', 'Moreau', 'Carter', 'Cooper', 'Baker', 'Wright', 'Hall', 'Clarke', 'Mathias', 'Lewis-Jones', 'ap Rhys',
  'Gruffudd', 'Tudor', 'Kemp', 'Nash', 'Rowlands', 'Humphreys', 'Stephens', 'Bowden', 'Ellis', 'Mills', 'Foster',
];
const PLACES = [
  'Abercarn', 'Aberdaron', 'Abergwyn', 'Abernant', 'Bedwas', 'Betws', 'Blaenafon', 'Blaengarw', 'Bryncoch', 'Brynmawr',
  'Caerau', 'Capel Dewi', 'Carreg Wen', 'Cefn Coed', 'Cilfynydd', 'Clydach', 'Coedely', 'Crymlyn', 'Cwmafan', 'Cwmgors',
  'Dinas', 'Dolgarrog', 'Dyffryn Isaf', 'Felindre', 'Ffynnon Las', 'Garnant', 'Gilfach', 'Glanaman', 'Glyncorrwg', 'Gwaun',
  'Hendy', 'Llanbryn', 'Llandeilo Fach', 'Llanddewi', 'Llangynwyd', 'Llanhari', 'Llanwern', 'Maesteg Uchaf', 'Melin Fach',
  'Merthyr Isaf', 'Nantgarw', 'Nantyffyllon', 'Pantycelyn', 'Penarth Road', 'Pencoed Uchaf', 'Penrhiw', 'Pentre',
  'Pontardawe Isaf', 'Pontcanna', 'Porthcawl Sands', 'Rhiwfawr', 'Rhosgoch', 'Tonmawr', 'Tonyrefail Uchaf', 'Trebanog',
  'Tredegar Fach', 'Trefach', 'Treherbert Isaf', 'Ynysddu', 'Ystrad Fawr',
];
const CLUB_SUFFIXES = [
  'RFC', 'Athletic RFC', 'Harlequins RFC', 'Wanderers RFC', 'Quins RFC', 'Corinthians RFC', 'Dragons RFC', 'Rovers RFC',
  'Exiles RFC', 'Celts RFC',
];
const STREETS = [
  'Heol y Nant', 'Stryd Fawr', 'Ffordd yr Orsaf', 'Teras y Bryn', 'Heol y Capel', 'Maes y Deri', 'Lon Goed', 'Clos y Dderwen',
  'Heol Newydd', 'Rhes y Glowyr', 'Cilgant y Parc', 'Ffordd y Mynydd', 'High Street', 'Church Road', 'Station Terrace',
  'Park View', 'Mill Lane', 'Bryn Road', 'Commercial Street', 'Oak Close',
];
/** Town, county, post code district. */
const TOWNS: [string, string, string][] = [
  ['Cardiff', 'Cardiff', 'CF14'],
  ['Cardiff', 'Cardiff', 'CF5'],
  ['Pontypridd', 'Rhondda Cynon Taf', 'CF37'],
  ['Porth', 'Rhondda Cynon Taf', 'CF39'],
  ['Aberdare', 'Rhondda Cynon Taf', 'CF44'],
  ['Merthyr Tydfil', 'Merthyr Tydfil', 'CF47'],
  ['Bridgend', 'Bridgend', 'CF31'],
  ['Caerphilly', 'Caerphilly', 'CF83'],
  ['Swansea', 'Swansea', 'SA1'],
  ['Swansea', 'Swansea', 'SA2'],
  ['Neath', 'Neath Port Talbot', 'SA11'],
  ['Port Talbot', 'Neath Port Talbot', 'SA13'],
  ['Llanelli', 'Carmarthenshire', 'SA15'],
  ['Carmarthen', 'Carmarthenshire', 'SA31'],
  ['Haverfordwest', 'Pembrokeshire', 'SA61'],
  ['Newport', 'Newport', 'NP20'],
  ['Cwmbran', 'Torfaen', 'NP44'],
  ['Ebbw Vale', 'Blaenau Gwent', 'NP23'],
  ['Abergavenny', 'Monmouthshire', 'NP7'],
  ['Brecon', 'Powys', 'LD3'],
  ['Aberystwyth', 'Ceredigion', 'SY23'],
  ['Wrexham', 'Wrexham', 'LL11'],
  ['Bangor', 'Gwynedd', 'LL57'],
  ['Llandudno', 'Conwy', 'LL30'],
];
const SCALE_REGIONS = ['Dyffryn', 'Arfordir', 'Gororau', 'Glannau', 'Gogledd', 'Canolbarth', 'Gorllewin', 'Dwyrain'];

/** A SQL text-array literal of constant strings. */
function textArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}
function intArray(values: readonly number[]): string {
  return `array[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`;
}

/** Templates per organisation type: the first `head` always, then a rotating choice of the rest. */
const CLUB_HEAD = [T.seniorMen, T.youth, T.seniorWomen, T.under12];
const CLUB_REST = [
  T.under7, T.under8, T.under9, T.under10, T.under11, T.under12Girls, T.under13, T.under13Girls, T.under14, T.under14Girls,
  T.under15, T.under15Girls, T.under16, T.under16Girls, T.under16GirlsSevens, T.youthGirls, T.youthMixedAbility,
  T.youthSevens, T.seniorMixedAbility, T.seniorSevensMen, T.youthSevensGirls, T.seniorSevensWomen, T.seniorTensMen,
  T.seniorTensWomen, T.seniorTouch, T.seniorTag,
];
const SCHOOL = [
  T.under12, T.under13, T.under14, T.under15, T.under16, T.under12Girls, T.under13Girls, T.under14Girls, T.under15Girls,
  T.under16Girls, T.under16GirlsSevens, T.youth, T.youthGirls, T.youthSevens, T.youthSevensGirls,
];
const HUB = [T.seniorWomen, T.seniorTag, T.seniorTouch, T.under12Girls, T.youthGirls, T.seniorSevensWomen, T.seniorMixedAbility];
const INCLUSIVE = [T.seniorMixedAbility, T.youthMixedAbility];
const REGION = [T.under16, T.under16Girls, T.youth, T.youthGirls, T.youthSevens, T.youthSevensGirls];
const DEWAR = [T.under11];

// ---------------------------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------------------------

/**
 * Every table the generator writes to (the lookups it seeds first are small and written once),
 * including Search People's table, which the role rows' triggers fill (migration 0011).
 */
export const SCALE_TABLES = [
  'regions',
  'organisations',
  'team_parents',
  'team_children',
  'persons',
  'addresses',
  'person_organisation_roles',
  'organisation_people_search',
  'dbs_records',
  'player_applications',
  'player_application_status_changes',
  'volunteer_registrations',
  'accounts',
] as const;

export async function generateScaleData(database: Database, options: ScaleOptions): Promise<ScaleResult> {
  const n = options.persons;
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) throw new Error('--persons must be a whole number from 1 to 10000000');
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const season = currentSeason(now);
  const regSeason = registrationSeason(now);
  const today = now.toISOString().slice(0, 10);
  const orgCount = Math.max(50, Math.round(n / 250));

  await seedLookups(database.db);
  const passwordHash = await hash(DEMO_PASSWORD);

  const result = await database.db.transaction(async (tx) => {
    const q = async <R = Record<string, unknown>>(text: string): Promise<R[]> => {
      const result = (await tx.execute(sql.raw(text))) as unknown as { rows: R[] };
      return result.rows;
    };
    const step = async (label: string, text: string) => {
      const started = Date.now();
      await q(text);
      log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    };
    /** Reserves `count` consecutive values of a sequence; returns the first. */
    const reserve = async (sequence: string, count: number): Promise<number> => {
      const [row] = await q<{ first: string | number }>(
        `select setval(${sequence}, nextval(${sequence}) + ${count - 1}) - ${count - 1} as first`,
      );
      return Number(row?.first);
    };

    // Regions: reuse what is there.
    let regionIds = (await q<{ id: number }>('select id from regions order by id')).map((r) => Number(r.id));
    if (regionIds.length === 0) {
      await q(`insert into regions (name) select unnest(${textArray(SCALE_REGIONS)})`);
      regionIds = (await q<{ id: number }>('select id from regions order by id')).map((r) => Number(r.id));
    }

    // Organisations: ids orgFirst..orgLast. Organisation 1 of the batch is a big club with every team.
    const orgFirst = await reserve(`pg_get_serial_sequence('organisations', 'id')`, orgCount);
    const orgLast = orgFirst + orgCount - 1;
    const P = PLACES.length;
    const S = CLUB_SUFFIXES.length;
    await step(
      `${orgCount} organisations`,
      `insert into organisations (id, name, type_id, region_id, is_active, created_at)
       select ${orgFirst} + i - 1,
         case t
           when ${OT.club} then place || ' ' || (${textArray(CLUB_SUFFIXES)})[1 + ((i - 1) / ${P}) % ${S}]
           when ${OT.schoolOrCollege} then case when i % 2 = 0 then 'Ysgol Gyfun ' else 'Coleg ' end || place
           when ${OT.hub} then place || ' Rugby Hub'
           when ${OT.inclusiveCommunityClub} then place || ' Inclusive RFC'
           when ${OT.region} then place || ' Regional Squad'
           else place || ' District Schools'
         end || case when i > ${P * S} then ' ' || (i / ${P * S} + 1) else '' end,
         t, (${intArray(regionIds)})[1 + (i % ${regionIds.length})::int], i % 97 <> 50, now() - interval '5 years'
       from (
         select i, (${textArray(PLACES)})[1 + ((i - 1) % ${P})::int] as place,
           case when i = 1 then ${OT.club}
                when (i - 1) % 20 < 12 then ${OT.club}
                when (i - 1) % 20 < 15 then ${OT.schoolOrCollege}
                when (i - 1) % 20 < 17 then ${OT.hub}
                when (i - 1) % 20 = 17 then ${OT.inclusiveCommunityClub}
                when (i - 1) % 20 = 18 then ${OT.region}
                else ${OT.dewarShield} end as t
         from generate_series(1::bigint, ${orgCount}::bigint) as i
       ) s`,
    );

    // Team parents, about 8 per organisation.
    await step(
      'team parents',
      `insert into team_parents (organisation_id, team_template_id, name, enable_registrations, created_at)
       select o.id, x.template_id, tt.name, (o.id * 7 + x.j) % 29 <> 0, now() - interval '4 years'
       from organisations o
       cross join lateral (
         select j,
           case o.type_id
             when ${OT.club} then case when j <= ${CLUB_HEAD.length} then (${intArray(CLUB_HEAD)})[j]
               else (${intArray(CLUB_REST)})[1 + ((j - ${CLUB_HEAD.length + 1}) + o.id * 7) % ${CLUB_REST.length}] end
             when ${OT.schoolOrCollege} then (${intArray(SCHOOL)})[1 + ((j - 1) + o.id * 3) % ${SCHOOL.length}]
             when ${OT.hub} then (${intArray(HUB)})[1 + ((j - 1) + o.id) % ${HUB.length}]
             when ${OT.inclusiveCommunityClub} then (${intArray(INCLUSIVE)})[j]
             when ${OT.region} then (${intArray(REGION)})[1 + ((j - 1) + o.id) % ${REGION.length}]
             else (${intArray(DEWAR)})[j]
           end as template_id
         from generate_series(1, case o.type_id
           when ${OT.club} then case when o.id = ${orgFirst} then ${CLUB_HEAD.length + CLUB_REST.length} else 5 + (o.id * 7) % 7 end
           when ${OT.schoolOrCollege} then 4 + o.id % 6
           when ${OT.hub} then 2 + o.id % 3
           when ${OT.inclusiveCommunityClub} then ${INCLUSIVE.length}
           when ${OT.region} then 4
           else ${DEWAR.length} end) as j
       ) x
       join team_templates tt on tt.id = x.template_id
       where o.id between ${orgFirst} and ${orgLast}`,
    );

    // Team children: 1 to 3 variations each (the big club's senior and youth teams have 3).
    await step(
      'team children',
      `insert into team_children (team_parent_id, value)
       select tp.id, (${textArray(['1st team', '2nd team', '3rd team'])})[k]
       from team_parents tp
       join team_templates tt on tt.id = tp.team_template_id
       cross join lateral generate_series(1,
         case when tp.organisation_id = ${orgFirst} and tt.age_grade in ('senior', 'youth') then 3
              when tp.id % 10 < 6 then 1 when tp.id % 10 < 9 then 2 else 3 end) as k
       where tp.organisation_id between ${orgFirst} and ${orgLast}`,
    );

    // Persons: ids pFirst..pLast from the member id sequence. Every fifth is a child; a child's
    // guardian is an adult nearby (i % 10 = 4 has two children).
    const pFirst = await reserve(`'member_id_seq'`, n);
    const pLast = pFirst + n - 1;
    const iOf = `(p.id - ${pFirst} + 1)`;
    const isChild = (i: string) => `(${i} % 5 = 0)`;
    const familyOf = (i: string) => `(case when ${i} % 10 = 5 then ${i} - 1 when ${i} % 10 = 0 then ${i} - 6 else ${i} end)`;
    const plays = (i: string) =>
      `(case when ${i} % 5 = 0 then (${i} * 13) % 100 < 85 when ${i} % 10 = 4 then (${i} * 17) % 100 < 20 else (${i} * 17) % 100 < 60 end)`;
    const ageDays = (i: string) =>
      `(case when ${i} % 5 = 0 then ${6 * 365 + 30} + (${i} * 7919) % ${11 * 365 + 300}
             when ${i} % 10 = 4 then ${36 * 365} + (${i} * 7919) % ${24 * 365}
             when ${plays(i)} then ${18 * 365 + 10} + (${i} * 7919) % ${20 * 365}
             else ${20 * 365} + (${i} * 7919) % ${55 * 365} end)::int`;
    const nationalities = `(case (i * 7) % 20 when 0 then '{1,3}'::int[] when 1 then '{6}'::int[] when 2 then '{1,4}'::int[]
        when 3 then '{1}'::int[] else '{1,2}'::int[] end)`;
    await step(
      `${n} persons`,
      `insert into persons (id, first_name, last_name, email, dob, sex_id, nationality_ids, international_playing_status_ids,
         parent_id, opted_in_for_wrucomms, opted_in_for_regional_comms, opted_in_for_third_party_comms,
         has_invalid_dbs, has_active_dbs_application, created_at, updated_at)
       select ${pFirst} + i - 1, first_name, last_name,
         case when not child or age_days >= ${16 * 365 + 5}
           then regexp_replace(lower(first_name), '[^a-z]', '', 'g') || '.' || regexp_replace(lower(last_name), '[^a-z]', '', 'g')
                || '.' || (${pFirst} + i - 1) || '@scale.example'
         end,
         date '${today}' - age_days, sex, ${nationalities},
         case when (i * 11) % 200 = 0 then array[2 + (i % 17)::int] else '{}'::int[] end,
         case when child then ${pFirst} + family - 1 end,
         case when child then false else i % 3 <> 0 end,
         case when child then false else i % 4 = 0 end,
         case when child then false else i % 9 = 0 end,
         not child and i % 500 = 7, not child and i % 200 = 3,
         now() - interval '3 years', now() - interval '1 year'
       from (
         select i, child, family, age_days, sex,
           case when sex = 1 then (${textArray(MALE)})[1 + ((i * 7919) % ${MALE.length})::int]
                else (${textArray(FEMALE)})[1 + ((i * 104729) % ${FEMALE.length})::int] end as first_name,
           (${textArray(SURNAMES)})[1 + ((family * 7727) % ${SURNAMES.length})::int] as last_name
         from (
           select i, ${isChild('i')} as child, ${familyOf('i')} as family, ${ageDays('i')} as age_days,
             case when (i * 31 + i / 7) % 100 < 64 then 1 else 2 end as sex
           from generate_series(1::bigint, ${n}::bigint) as i
         ) a
       ) b`,
    );

    // Addresses: one each; children live with their guardian.
    await step(
      'addresses',
      `insert into addresses (person_id, address_line1, address_line2, city, county, post_code, country_id, created_at)
       select p.id, (1 + f % 140) || ' ' || (${textArray(STREETS)})[1 + ((f * 31) % ${STREETS.length})::int], null,
         (${textArray(TOWNS.map((t) => t[0]))})[1 + ((f * 13) % ${TOWNS.length})::int],
         (${textArray(TOWNS.map((t) => t[1]))})[1 + ((f * 13) % ${TOWNS.length})::int],
         (${textArray(TOWNS.map((t) => t[2]))})[1 + ((f * 13) % ${TOWNS.length})::int] || ' ' || (1 + f % 9)
           || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + (f % 20)::int, 1) || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + ((f / 20) % 20)::int, 1),
         ${UK_COUNTRY_ID}, now() - interval '3 years'
       from (select p.id, ${familyOf(iOf)} as f from persons p where p.id between ${pFirst} and ${pLast}) p`,
    );

    // Fresh statistics and hash joins for the set-based steps below (a nested loop over the
    // candidate teams would take quadratic time).
    await q('analyze organisations, team_parents, team_children, persons, person_organisation_roles');
    await q('set local enable_nestloop = off');

    // Candidate team children for an age grade and sex (mixed teams take both), numbered.
    const aug31 = `date '${season.startYear}-08-31'`;
    const gradeOf = `(case when a < 6 then null when a <= 15 then 'U' || (a + 1) when a <= 17 then 'youth' else 'senior' end)`;
    const candidates = `
      cand as (
        select tc.id as team_child_id, tp.id as team_parent_id, tp.organisation_id, tt.age_grade, s.sex,
          row_number() over (partition by tt.age_grade, s.sex order by tc.id) as rn
        from team_children tc
        join team_parents tp on tp.id = tc.team_parent_id
        join team_templates tt on tt.id = tp.team_template_id
        cross join (values (1), (2)) as s(sex)
        where tp.organisation_id between ${orgFirst} and ${orgLast} and (tt.sex_id is null or tt.sex_id = s.sex)
      ),
      cnt as (select age_grade, sex, count(*) as c from cand group by age_grade, sex),
      people as (
        select id, i, sex, ${gradeOf} as grade, (i * 2654435761) % 4294967291 as h
        from (select p.id, ${iOf} as i, p.sex_id as sex, extract(year from age(${aug31}, p.dob))::int as a
              from persons p where p.id between ${pFirst} and ${pLast}) x
      ),
      pick as (
        select people.*, cand.team_child_id, cand.team_parent_id, cand.organisation_id
        from people
        join cnt on cnt.age_grade = people.grade and cnt.sex = people.sex
        join cand on cand.age_grade = people.grade and cand.sex = people.sex and cand.rn = 1 + people.h % cnt.c
      )`;

    // Playing roles for about 60% of persons.
    await step(
      'playing roles',
      `with ${candidates}
       insert into person_organisation_roles (person_id, organisation_id, role_id, team_child_id, active_from, created_at)
       select id, organisation_id, ${ROLE_IDS.player}, team_child_id, d, d::timestamptz
       from (select pick.*, date '${season.starts}' - ((i % 4) * 365)::int as d from pick where ${plays('i')}) x`,
    );
    // Some players moved: an ended role elsewhere last season.
    await step(
      'ended playing roles',
      `insert into person_organisation_roles (person_id, organisation_id, role_id, team_child_id, active_from, active_to, transferred, created_at)
       select r.person_id, tp.organisation_id, ${ROLE_IDS.player}, tc.id, date '${season.startYear - 2}-09-01', date '${season.startYear}-05-31', true,
         timestamptz '${season.startYear - 2}-09-01'
       from person_organisation_roles r
       join team_children cur on cur.id = r.team_child_id
       join team_parents ctp on ctp.id = cur.team_parent_id
       join team_children tc on tc.id = cur.id - 1
       join team_parents tp on tp.id = tc.team_parent_id and tp.organisation_id <> ctp.organisation_id
       where r.person_id between ${pFirst} and ${pLast} and r.role_id = ${ROLE_IDS.player} and r.person_id % 20 = 3`,
    );

    // Office holders: every organisation gets a Club Secretary, a Safeguarding Officer and a Chair.
    await step(
      'office holders',
      `insert into person_organisation_roles (person_id, organisation_id, role_id, active_from, created_at)
       select ${pFirst} + 10 * k + off - 1, ${orgFirst} + k - 1, role_id, date '${season.starts}' - ((k % 6) * 365)::int, now()
       from generate_series(1, ${orgCount}) as k
       cross join (values (1, ${ROLE_IDS.clubSecretary}), (2, ${ROLE_IDS.clubSafeguardingOfficer}), (3, ${ROLE_IDS.clubChair}),
                          (6, ${ROLE_IDS.clubSecretarySupport})) as v(off, role_id)
       where 10 * k + off <= ${n}`,
    );

    // Other volunteer roles for about 10% of adults; coaches and managers on a team.
    await step(
      'volunteer roles',
      `with ${candidates},
       anyteam as (
         select team_child_id, organisation_id, row_number() over (order by team_child_id) as rn
         from (select distinct team_child_id, organisation_id from cand) d
       ),
       total as (select count(*) as c from anyteam),
       vol as (
         select p.id, ${iOf} as i,
           (${intArray([ROLE_IDS.teamCoach, ROLE_IDS.teamCoach, ROLE_IDS.teamManager, ROLE_IDS.volunteer, ROLE_IDS.matchDayVolunteer, ROLE_IDS.firstAider, ROLE_IDS.teamCoach])})[1 + (${iOf} % 7)::int] as role_id
         from persons p
         where p.id between ${pFirst} and ${pLast} and ${iOf} % 5 <> 0 and (${iOf} * 37) % 100 < 9
       )
       insert into person_organisation_roles (person_id, organisation_id, role_id, team_child_id, active_from, created_at)
       select vol.id, a.organisation_id, vol.role_id,
         case when vol.role_id in (${ROLE_IDS.teamCoach}, ${ROLE_IDS.teamManager}) then a.team_child_id end,
         date '${season.starts}' - ((vol.i % 3) * 365)::int, now()
       from vol cross join total
       join anyteam a on a.rn = 1 + (vol.i * 48271) % total.c`,
    );

    // DBS: records for volunteers (most valid to 31 May, some expired); flags set on persons above.
    await step(
      'DBS records',
      `insert into dbs_records (person_id, certificate_number, issued, expiry, created_at)
       select person_id, lpad((person_id * 37 % 1000000000000)::text, 12, '0'),
         case when person_id % 10 = 0 then date '${season.startYear - 4}-10-01' else date '${today}' - (person_id % 700)::int end,
         case when person_id % 10 = 0 then date '${season.startYear - 1}-05-31' else make_date(${season.startYear + 1} + (person_id % 3)::int, 5, 31) end,
         now()
       from (select distinct person_id from person_organisation_roles
             where person_id between ${pFirst} and ${pLast} and role_id <> ${ROLE_IDS.player}) v
       where person_id % 13 <> 0`,
    );

    // Player applications: approved ones for some players, pending and rejected for others.
    await step(
      'player applications',
      `with ${candidates}
       insert into player_applications (person_id, team_parent_id, season, status, consents, submitted_by, decided_team_child_id, created_at, updated_at)
       select id, team_parent_id,
         case when status = 'approved' then '${season.label}' else '${regSeason.label}' end,
         status, '${JSON.stringify(PLAYER_CONSENTS)}'::jsonb,
         case when i % 5 = 0 then ${pFirst} + ${familyOf('i')} - 1 else id end,
         case when status = 'approved' then team_child_id end,
         now() - ((10 + i % 50) || ' days')::interval, now() - ((i % 10) || ' days')::interval
       from (
         select pick.*,
           case when ${plays('i')} then 'approved'
                else (${textArray(['awaiting_org', 'awaiting_org', 'awaiting_org', 'referred_clearance', 'referred_dispensation', 'rejected', 'awaiting_org', 'rejected'])})[1 + (i % 8)::int]
           end as status
         from pick
         where (${plays('i')} and (i * 23) % 100 < 10) or (not ${plays('i')} and (i * 19) % 100 < 15)
       ) x`,
    );
    await step(
      'application history',
      `insert into player_application_status_changes (application_id, status, changed_on, changed_by, reason)
       select a.id, s.status, s.changed_on, a.submitted_by, s.reason
       from player_applications a
       cross join lateral (
         select case when a.status in ('approved', 'rejected') then 'awaiting_org' else a.status end as status,
                a.created_at as changed_on, null::text as reason
         union all
         select a.status, a.updated_at,
                case when a.status = 'rejected' then 'Not eligible for this team this season.' end
         where a.status in ('approved', 'rejected')
       ) s
       where a.person_id between ${pFirst} and ${pLast}`,
    );

    // Volunteer registrations: approved for about a third of volunteers, a few awaiting.
    await step(
      'volunteer registrations',
      `insert into volunteer_registrations (person_id, role_id, organisation_id, team_parent_ids, season, requires_dbs,
         requires_club_sec_approval, requires_union_approval, club_sec_decision, union_decision, application_status,
         dbs_triggered, consents, submitted_by, submitted_on, updated_on, organisation_updated_on)
       select r.person_id, r.role_id, r.organisation_id,
         case when tc.team_parent_id is null then '{}'::int[] else array[tc.team_parent_id] end,
         '${regSeason.label}', ro.dbs_required or (ro.dbs_required_for_child_teams and coalesce(tt.age_grade like 'U%', false)),
         ro.requires_club_sec_approval, ro.requires_union_approval,
         case when r.id % 4 = 0 then null else 1 end, null,
         case when r.id % 4 = 0 then null else 1 end,
         false, '${JSON.stringify(VOLUNTEER_CONSENTS)}'::jsonb, r.person_id,
         now() - interval '60 days', now() - interval '55 days',
         case when r.id % 4 = 0 then null else now() - interval '55 days' end
       from person_organisation_roles r
       join roles ro on ro.id = r.role_id
       left join team_children tc on tc.id = r.team_child_id
       left join team_parents tp on tp.id = tc.team_parent_id
       left join team_templates tt on tt.id = tp.team_template_id
       where r.person_id between ${pFirst} and ${pLast} and r.role_id <> ${ROLE_IDS.player} and r.id % 3 = 0`,
    );

    await q('set local enable_nestloop = on');

    // The largest organisation: most persons with an active role.
    const [largest] = await q<{ id: number; name: string }>(
      `select o.id, o.name from organisations o
       join person_organisation_roles r on r.organisation_id = o.id and r.active_to is null
       where o.is_active
       group by o.id, o.name order by count(distinct r.person_id) desc, o.id limit 1`,
    );
    if (!largest) throw new Error('no organisation with members was generated');
    const largestOrganisationId = Number(largest.id);

    // The benchmark account: the first generated adult, Club Secretary of the largest organisation.
    const [existing] = await q<{ person_id: number }>(`select person_id from accounts where lower(email) = '${BENCH_EMAIL}'`);
    let benchPersonId: number;
    if (existing) {
      benchPersonId = Number(existing.person_id);
    } else {
      const [holder] = await q<{ id: number }>(`select id from persons where lower(email) = '${BENCH_EMAIL}'`);
      benchPersonId = holder ? Number(holder.id) : pFirst;
      if (!holder) {
        await q(`update persons set email = '${BENCH_EMAIL}', parent_id = null where id = ${benchPersonId}`);
      }
      await q(
        `insert into accounts (person_id, email, password_hash) values (${benchPersonId}, '${BENCH_EMAIL}', '${passwordHash.replace(/'/g, "''")}')`,
      );
    }
    await q(
      `insert into person_organisation_roles (person_id, organisation_id, role_id, active_from)
       select ${benchPersonId}, ${largestOrganisationId}, ${ROLE_IDS.clubSecretary}, date '${season.starts}'
       where not exists (select 1 from person_organisation_roles where person_id = ${benchPersonId}
         and organisation_id = ${largestOrganisationId} and role_id = ${ROLE_IDS.clubSecretary} and active_to is null)`,
    );

    const [counts] = await q<Record<string, string | number>>(
      `select
         (select count(*) from team_parents where organisation_id between ${orgFirst} and ${orgLast}) as team_parents,
         (select count(*) from team_children tc join team_parents tp on tp.id = tc.team_parent_id
            where tp.organisation_id between ${orgFirst} and ${orgLast}) as team_children,
         (select count(*) from persons where id between ${pFirst} and ${pLast}) as persons,
         (select count(*) from person_organisation_roles where person_id between ${pFirst} and ${pLast}
            and role_id = ${ROLE_IDS.player} and active_to is null) as playing_roles`,
    );
    return {
      organisations: orgCount,
      teamParents: Number(counts?.team_parents),
      teamChildren: Number(counts?.team_children),
      persons: Number(counts?.persons),
      playingRoles: Number(counts?.playing_roles),
      largestOrganisationId,
      largestOrganisationName: largest.name,
      benchPersonId,
    } satisfies ScaleResult;
  });

  // Statistics of every table written, once the rows are committed, so the planner's first choices
  // after a bulk load are the ones it makes later (an index scan for people search, not a guess from
  // empty tables; autovacuum would get there only minutes later, and never on the embedded database).
  await database.query(`analyze ${SCALE_TABLES.join(', ')}`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      persons: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
    strict: true,
  });
  const persons = Number(values.persons);
  if (!values.persons || !Number.isInteger(persons) || persons < 1) {
    throw new Error('usage: npm run seed:scale -- --persons N [--database-url URL | --data-dir DIR]');
  }
  if (values['database-url'] && values['data-dir']) throw new Error('give --database-url or --data-dir, not both');
  const env: Record<string, string | undefined> = { ...process.env };
  if (values['database-url']) env.DATABASE_URL = values['database-url'];
  if (values['data-dir']) {
    env.DATA_DIR = values['data-dir'];
    delete env.DATABASE_URL;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = Date.now();
    const log = (message: string) => console.error(`  ${message}`);
    console.error(`Generating ${persons} persons in ${config.databaseUrl ? 'the PostgreSQL server' : config.dataDir}...`);
    await database.migrate();
    const result = await generateScaleData(database, { persons, log });
    console.log(
      [
        `Generated ${result.persons} persons, ${result.organisations} organisations, ${result.teamParents} teams ` +
          `(${result.teamChildren} team variations), ${result.playingRoles} playing roles in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        `Largest organisation: ${result.largestOrganisationId} ${result.largestOrganisationName}`,
        `Benchmark account: ${BENCH_EMAIL} / ${DEMO_PASSWORD} (member ${result.benchPersonId}, Club Secretary of the largest organisation)`,
        JSON.stringify({ largestOrganisationId: result.largestOrganisationId, benchPersonId: result.benchPersonId }),
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}

