/**
 * A team's Welsh name (decision 034). A team parent is named after its template unless it was given
 * a name of its own; one named after its template is called by the template's Welsh name on a Welsh
 * page, one with its own name keeps it in both languages.
 */
export function teamParentNameCy(team: { name: string; templateName: string; templateNameCy: string | null }): string {
  return team.name === team.templateName ? team.templateNameCy || team.name : team.name;
}
