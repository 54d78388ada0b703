/// <reference types="node" />
/**
 * Mantine's style sheets, only those the app draws with (decision 035, twenty-fourth round). The app
 * imports Mantine's core sheets one by one (`src/app/styles-first.css`, `src/app/styles-rest.css`), so
 * a page's CSS holds no component it never draws. After the client build this checks the imports
 * against the built scripts, which name each Mantine class they draw with (`m_` and eight hex digits,
 * from the components' CSS modules): the build fails when a class the scripts use is in no imported
 * sheet (a component the app has begun to use: import its sheet, in the order of Mantine's whole
 * sheet), or when an imported sheet has no class the scripts use (a component the app no longer
 * draws: remove it). Sheets without Mantine classes (the base and the variables) are not checked.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterClientBuild } from './built-output';

/** The style sheets of the app that import Mantine's core sheets, in the order they load. */
export const MANTINE_IMPORTS = ['src/app/styles-first.css', 'src/app/styles-rest.css'];

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const CORE_SHEET_IMPORT = /@import '@mantine\/core\/styles\/([^']+\.css)'/g;

export const classesIn = (text: string): Set<string> => new Set(text.match(MANTINE_CLASS) ?? []);

export interface SheetProblems {
  /** Sheets not imported that hold a class the scripts use, with those classes. */
  missing: { sheet: string; classes: string[] }[];
  /** Imported sheets with Mantine classes, none of which the scripts use. */
  unused: string[];
}

/**
 * What is wrong with the imported sheets, given the classes the built scripts use and every core
 * sheet's classes: a used class in no imported sheet is missing (named with the sheets that hold it),
 * an imported sheet none of whose classes is used is unused.
 */
export function mantineSheetProblems(
  used: ReadonlySet<string>,
  sheets: ReadonlyMap<string, ReadonlySet<string>>,
  imported: readonly string[],
): SheetProblems {
  const importedClasses = new Set(imported.flatMap((sheet) => [...(sheets.get(sheet) ?? [])]));
  const missing = [...sheets]
    .filter(([sheet]) => !imported.includes(sheet))
    .map(([sheet, classes]) => ({
      sheet,
      classes: [...classes].filter((name) => used.has(name) && !importedClasses.has(name)),
    }))
    .filter(({ classes }) => classes.length > 0);
  const unused = imported.filter((sheet) => {
    const classes = sheets.get(sheet);
    return classes !== undefined && classes.size > 0 && ![...classes].some((name) => used.has(name));
  });
  return { missing, unused };
}

export function mantineSheetsCheck() {
  return afterClientBuild('mywru-mantine-sheets', async ({ config, outDir }) => {
    const coreStyles = path.dirname(
      createRequire(path.join(config.root, 'package.json')).resolve('@mantine/core/styles/Button.css'),
    );
    const sheets = new Map<string, Set<string>>();
    for (const file of await fs.readdir(coreStyles)) {
      // The components' sheets (the base's have no classes; `.layer.css` are the same in a cascade layer).
      if (!/^[A-Z][A-Za-z]*\.css$/.test(file)) continue;
      sheets.set(file, classesIn(await fs.readFile(path.join(coreStyles, file), 'utf8')));
    }
    const imported: string[] = [];
    for (const file of MANTINE_IMPORTS) {
      const text = await fs.readFile(path.join(config.root, file), 'utf8');
      imported.push(...[...text.matchAll(CORE_SHEET_IMPORT)].map((match) => match[1] as string));
    }
    const used = new Set<string>();
    const assets = path.join(outDir, 'assets');
    for (const file of await fs.readdir(assets)) {
      if (!file.endsWith('.js')) continue;
      for (const name of classesIn(await fs.readFile(path.join(assets, file), 'utf8'))) used.add(name);
    }
    const { missing, unused } = mantineSheetProblems(used, sheets, imported);
    const problems = [
      ...missing.map(
        ({ sheet, classes }) =>
          `the built scripts draw with ${classes.join(', ')} of Mantine's ${sheet}, which ${MANTINE_IMPORTS.join(' and ')} do not import: import it, in the order of Mantine's whole sheet`,
      ),
      ...unused.map((sheet) => `Mantine's ${sheet} is imported, but no built script draws with its classes: remove it`),
    ];
    if (problems.length > 0) throw new Error(`Mantine's style sheets (decision 035):\n- ${problems.join('\n- ')}`);
  });
}
