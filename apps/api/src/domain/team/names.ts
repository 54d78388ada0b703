/** What a team's names are made from: its own name and its template's names. */
export interface TeamParentNameParts {
  name: string;
  templateName: string;
  templateNameCy: string | null;
}

/**
 * A team's Welsh name (decision 034). A team parent is named after its template unless it was given
 * a name of its own; one named after its template is called by the template's Welsh name on a Welsh
 * page, one with its own name keeps it in both languages.
 */
export function teamParentNameCy(team: TeamParentNameParts): string {
  return team.name === team.templateName ? team.templateNameCy || team.name : team.name;
}

/**
 * A team with its variation, in English and in Welsh: 'Senior Men (1st team)' and
 * 'Dynion Hŷn (1st team)'. The one way a team child's two names are composed.
 */
export function teamChildNames(team: TeamParentNameParts, variation: string): { teamName: string; teamNameCy: string } {
  return { teamName: `${team.name} (${variation})`, teamNameCy: `${teamParentNameCy(team)} (${variation})` };
}
