/**
 * An organisation's teams in the union's back office: team parents from templates, the
 * registration toggle, and variations added, renamed and removed. Every change is audited.
 */
import { UNION_ORGANISATION_MESSAGES } from '@mywru/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, TEAM_TEMPLATE_IDS } from '../../src/db/lookups';
import { teamChildren, teamParents } from '../../src/db/schema';
import {
  addTeam,
  adult,
  as,
  auditsOf,
  clubA,
  db,
  newOrganisation,
  send,
  useUnionBackOffice,
} from '../organisations/union-back-office';

useUnionBackOffice();

describe('teams', () => {
  it('adds a team from a template with its first variation, not twice unless named differently', async () => {
    const organisation = await newOrganisation('Template Test RFC');
    const res = await addTeam(organisation.id, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorWomen });
    expect(res.statusCode).toBe(201);
    const [team] = res.json().teamParents;
    expect(team).toMatchObject({
      name: 'Senior Women',
      nameCy: 'Menywod Hŷn',
      teamTemplate: { id: TEAM_TEMPLATE_IDS.seniorWomen, name: 'Senior Women', nameCy: 'Menywod Hŷn' },
      sexId: 2,
      enableRegistrations: true,
    });
    expect(team.teamChildren).toEqual([{ id: expect.any(Number), value: '1st team', isInUse: false }]);
    const [audit] = await auditsOf('team-parent.created', organisation.id);
    expect(audit).toMatchObject({ subjectType: 'team_parent', subjectId: String(team.id) });

    const twice = await addTeam(organisation.id, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorWomen });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: 'team.name_taken' });
    const sameName = await addTeam(organisation.id, {
      teamTemplateId: TEAM_TEMPLATE_IDS.seniorWomen,
      name: 'senior women',
    });
    expect(sameName.statusCode).toBe(409);
    const named = await addTeam(organisation.id, {
      teamTemplateId: TEAM_TEMPLATE_IDS.seniorWomen,
      name: 'Senior Women Development',
      firstVariation: 'Development XV',
    });
    expect(named.statusCode).toBe(201);
    const development = named
      .json()
      .teamParents.find((parent: { name: string }) => parent.name === 'Senior Women Development');
    // A team with a name of its own keeps it on a Welsh page.
    expect(development).toMatchObject({ nameCy: 'Senior Women Development', teamTemplate: { nameCy: 'Menywod Hŷn' } });
    expect(development.teamChildren.map((child: { value: string }) => child.value)).toEqual(['Development XV']);
    expect(await db.select().from(teamParents).where(eq(teamParents.organisationId, organisation.id))).toHaveLength(2);

    const unknown = await addTeam(organisation.id, { teamTemplateId: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ teamTemplateId: [UNION_ORGANISATION_MESSAGES.templateUnknown] });
    expect((await addTeam(999999, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorMen })).statusCode).toBe(404);
  });

  it('opens and closes a team for registrations, auditing only a change', async () => {
    const organisation = await newOrganisation('Toggle Test RFC');
    const team = (await addTeam(organisation.id, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorMen })).json()
      .teamParents[0];
    const url = `/api/union/organisations/${organisation.id}/team-parents/${team.id}/registration`;
    const off = await send(as.admin, 'PUT', url, { value: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id: team.id, enableRegistrations: false });
    const [stored] = await db.select().from(teamParents).where(eq(teamParents.id, team.id));
    expect(stored!.enableRegistrations).toBe(false);
    await send(as.admin, 'PUT', url, { value: false });
    expect(await auditsOf('team.registrations-disabled', organisation.id)).toHaveLength(1);
    await send(as.admin, 'PUT', url, { value: true });
    expect(await auditsOf('team.registrations-enabled', organisation.id)).toHaveLength(1);
    const elsewhere = await send(
      as.admin,
      'PUT',
      `/api/union/organisations/${clubA}/team-parents/${team.id}/registration`,
      { value: false },
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('adds, renames and removes variations; refuses duplicates, one in use and the last', async () => {
    const organisation = await newOrganisation('Variation Test RFC');
    const team = (await addTeam(organisation.id, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorMen })).json()
      .teamParents[0];
    const base = `/api/union/organisations/${organisation.id}/team-parents/${team.id}/variations`;
    const added = await send(as.admin, 'POST', base, { value: '2nd team' });
    expect(added.statusCode).toBe(201);
    const second = added
      .json()
      .teamParents[0].teamChildren.find((child: { value: string }) => child.value === '2nd team');
    expect((await send(as.admin, 'POST', base, { value: '2ND TEAM ' })).statusCode).toBe(409);
    expect((await send(as.admin, 'POST', base, { value: '' })).statusCode).toBe(400);

    const renamed = await send(as.admin, 'PUT', `${base}/${second.id}`, { value: 'Athletic XV' });
    expect(renamed.statusCode).toBe(200);
    const [stored] = await db.select().from(teamChildren).where(eq(teamChildren.id, second.id));
    expect(stored!.value).toBe('Athletic XV');
    const [renameAudit] = await auditsOf('team-child.renamed', organisation.id);
    expect(renameAudit!.details).toMatchObject({ before: '2nd team', after: 'Athletic XV' });
    const clash = await send(as.admin, 'PUT', `${base}/${second.id}`, { value: '1st team' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ reason: 'team.variation_taken' });

    // A coach on the first variation: it cannot be removed, even after the role ends.
    const first = team.teamChildren[0];
    const { person } = await adult();
    const appointed = await send(as.admin, 'POST', `/api/union/organisations/${organisation.id}/office-holders`, {
      personId: person.id,
      roleId: ROLE_IDS.teamCoach,
      teamChildIds: [first.id],
    });
    expect(appointed.statusCode).toBe(201);
    expect(
      appointed.json().teamParents[0].teamChildren.find((child: { id: number }) => child.id === first.id).isInUse,
    ).toBe(true);
    const held = await send(as.admin, 'DELETE', `${base}/${first.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ reason: 'team.variation_in_use' });

    const removed = await send(as.admin, 'DELETE', `${base}/${second.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().teamParents[0].teamChildren.map((child: { value: string }) => child.value)).toEqual([
      '1st team',
    ]);
    expect(await db.select().from(teamChildren).where(eq(teamChildren.id, second.id))).toHaveLength(0);
    expect(await auditsOf('team-child.removed', organisation.id)).toHaveLength(1);
    expect(await auditsOf('team-child.created', organisation.id)).toHaveLength(1);

    const lone = (await addTeam(organisation.id, { teamTemplateId: TEAM_TEMPLATE_IDS.seniorTouch }))
      .json()
      .teamParents.find((parent: { name: string }) => parent.name === 'Senior Touch');
    const last = await send(
      as.admin,
      'DELETE',
      `/api/union/organisations/${organisation.id}/team-parents/${lone.id}/variations/${lone.teamChildren[0].id}`,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ reason: 'team.last_variation' });
  });
});
