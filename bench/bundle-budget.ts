/**
 * The JavaScript and CSS each page loads on a first visit, gzip-compressed as the server sends them
 * (decision 029), from the build's manifest (`apps/web/dist/.vite/manifest.json`, `build.manifest`),
 * against the budgets of issue 17: the landing page at most 120 KB of JavaScript, a signed-in page at
 * most 250 KB. A page loads the entry (index.html's script and its static imports) and its route's
 * lazy modules with their static imports; dynamic imports inside them load later, on demand. It also
 * loads the scripts its HTML names that the build's bundle does not make (the service worker's
 * registration, and on the landing page the script that starts the rest after the first paint).
 *
 *   npm run build && npx tsx bench/bundle-budget.ts        (exit code 1 when a page is over budget)
 *   npx tsx bench/bundle-budget.ts --json                   (the figures as JSON, for bench/run.ts)
 *   npx tsx bench/bundle-budget.ts --held                   (exit code 1 only when a budget in `held` is
 *                                                            exceeded, or a page loads more than its
 *                                                            `heldJavaScript`: what `npm test` checks after its build)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  page: string;
  /**
   * The HTML the server sends for the page: the landing page's is drawn at build time, the dashboard's
   * on the server for the signed-in person (decision 039), every other page's is the shell.
   */
  document: 'index.html' | 'landing.en.html' | 'dashboard.en.html';
  /** The route's lazy modules (manifest keys), loaded together with the entry. */
  modules: string[];
  /** Most gzip bytes of JavaScript the page may load. */
  javaScriptBudget: number;
  /** Most gzip bytes of CSS the page may load. */
  cssBudget: number;
  /** The budgets this page is within, which `npm test` holds it to (`--held`); bench/README.md lists the rest. */
  held: Array<'JavaScript' | 'CSS'>;
  /**
   * While a page is over its JavaScript budget: the most gzip bytes it may load, a little above what it
   * loads today, so that `--held` keeps each gain towards the budget (decision 035).
   */
  heldJavaScript?: number;
}

const KB = 1024;

/** The signed-in frame every signed-in page loads with its own modules (lazy routes since decision 035). */
const SIGNED_IN_FRAME = ['src/app/require-auth.tsx', 'src/app/app-layout.tsx'];

/** The pages issue 17 sets budgets for; a signed-in page also loads the signed-in frame. */
export const PAGES: PageBudget[] = [
  {
    page: 'landing (/)',
    document: 'landing.en.html',
    // The landing page's own root, without the router and the query client (decision 035).
    modules: ['src/app/landing-root.tsx'],
    javaScriptBudget: 120 * KB,
    cssBudget: 30 * KB,
    // CSS 11.7 kB since Mantine's sheets load in two parts; JavaScript 119.9 kB since what the landing root
    // shares with the signed-in pages is one chunk (build-plugins/landing-shared-chunk.ts) and the roadmap
    // draws its grid without SimpleGrid (decision 035, thirteenth round). 120.3 kB since the scripts its
    // HTML names outside the bundle are counted too (the service worker's registration, 0.1 kB, and the
    // start after the first paint, 0.3 kB; twenty-fourth round): 0.3 kB over, held at 120.5; 120.4 kB since the
    // entry starts a page the server drew (decision 039); 118.4 kB, within its budget and held there, since
    // what the landing page's modules import by name and the signed-in pages import too is in the shared
    // chunk, not in seven small chunks of its own (twenty-seventh round); 118.8 kB since the start after the
    // first paint adds the scripts a few at a time (0.3 kB more; twenty-eighth round).
    held: ['JavaScript', 'CSS'],
  },
  {
    page: 'dashboard (/dashboard)',
    document: 'dashboard.en.html',
    modules: [
      ...SIGNED_IN_FRAME,
      'src/features/dashboard/dashboard-page.tsx',
      'src/features/people/onboarding-lazy.tsx',
    ],
    javaScriptBudget: 250 * KB,
    cssBudget: 60 * KB,
    held: ['JavaScript', 'CSS'],
    // 239.8 kB since the account menu's dropdown and the 'Important' warning load when opened, and the
    // frame and the dashboard take components from their files (bench/README.md, 2026-11-27, round 3);
    // 238.4 kB since what the landing root shares is one chunk (decision 035, thirteenth round); 235.7 kB
    // since Mantine's AppShell no longer brings react-remove-scroll (twentieth round); since its
    // reads' contracts, and zod with them, load with the reads, and its route's loader is in the router's chunk
    // (twenty-second round): 197.0 kB; 199.1 kB since its HTML is the page drawn on the server, which names
    // after-first-paint.js and early-taps.js (decision 039); 198.6 kB since the landing page's small
    // chunks are in the shared one (twenty-seventh round); 200.1 kB since the start after the first paint
    // adds the scripts a few at a time and the app's modules are declared free of side effects, which
    // cuts the chunks differently (twenty-eighth and twenty-ninth rounds).
    heldJavaScript: 201 * KB,
  },
  {
    page: 'profile (/profile)',
    document: 'index.html',
    modules: [...SIGNED_IN_FRAME, 'src/features/people/profile-page.tsx', 'src/features/people/onboarding-lazy.tsx'],
    javaScriptBudget: 250 * KB,
    cssBudget: 60 * KB,
    held: ['JavaScript', 'CSS'],
    // 298.6 kB since the person form's international-status question and password dialog load when first
    // opened (bench/README.md, 2026-11-27, round 4) and ScrollArea no longer imports Floating UI; it draws
    // the date field and the nationalities' MultiSelect, with Popover and Floating UI ("ScrollArea without
    // Floating UI"); 295.3 kB since what the landing root shares is one chunk (decision 035, thirteenth round);
    // 261.1 kB (297.9 before) since its date of birth, nationalities and country are drawn plainly until
    // first used, without Popover, Floating UI, Combobox or the dates package (sixteenth round); 249.1 kB,
    // within its budget and held there, since the children section's dialogs load when first opened
    // (eighteenth round); 246.5 kB since its save and e-mail change calls load their contracts with the call
    // (thirty-first round).
  },
  {
    page: 'union organisation (/union/organisations/:id)',
    document: 'index.html',
    modules: [...SIGNED_IN_FRAME, 'src/app/screens/union-organisation-page.tsx'],
    javaScriptBudget: 250 * KB,
    cssBudget: 60 * KB,
    held: ['JavaScript', 'CSS'],
    // 293.7 kB since its appoint and add-team dialogs load when first opened and it no longer brings the
    // registrations calls (bench/README.md, 2026-11-27, "The union organisation page's dialogs"), and
    // ScrollArea no longer imports Floating UI; it draws Select and Tooltip, with Popover and Floating UI.
    // 292.1 kB since what the landing root shares is one chunk (decision 035, thirteenth round); 288.7 kB
    // since its Tooltips load Mantine's Tooltip when first hovered and its questions (the back button's, the
    // registrations switch's, ending an appointment) load when first asked (fifteenth round); 257.7 kB since
    // its details form's type and region are drawn plainly until first used (sixteenth round); 256.2 kB since
    // its teams calls no longer bring the player-application schemas (seventeenth round); 254.0 kB since
    // its pickers' field at rest is the Select's alone and its teams calls' contracts load with the first
    // change (nineteenth round); 249.2 kB, within its budget, since the organisation's and office holders'
    // changes load their contracts with the first change, the team details contract is no longer in its
    // first load and Mantine's AppShell no longer brings react-remove-scroll (twentieth round); 218.0 kB
    // since its reads load their contracts with the read and zod is out of its first load (thirty-first round).
  },
  {
    page: 'organisation hub (/organisation/:organisationId)',
    document: 'index.html',
    modules: [...SIGNED_IN_FRAME, 'src/features/organisations/organisation-hub-page.tsx'],
    javaScriptBudget: 250 * KB,
    cssBudget: 60 * KB,
    held: ['JavaScript', 'CSS'],
    // 245.1 kB (259.8 before) since Mantine's ScrollArea, which every Modal in its first load draws, no
    // longer imports Floating UI: the page draws no Popover, so it loads none of Floating UI
    // (bench/README.md, 2026-11-27, "ScrollArea without Floating UI"; decision 035); 243.3 kB since what the
    // landing root shares is one chunk (thirteenth round); 234.6 kB since the back button's question, its only
    // Modal, loads when first asked (fifteenth round); 230.8 kB since Mantine's AppShell no longer brings
    // react-remove-scroll (twentieth round); 228.8 kB since the person's read loads its contract with the
    // read (twenty-second round); 196.5 kB since every API module loads its contracts with the call, so that
    // zod is in no page's first load (thirty-first round).
    heldJavaScript: 198 * KB,
  },
];

/** The router's module, whose signed-in routes `signedInRoutes` reads. */
const ROUTER = fileURLToPath(new URL('../apps/web/src/app/router.tsx', import.meta.url));

/**
 * Every signed-in page other than those `PAGES` names: each path of the router's `protectedRoutes`,
 * with the modules its route loads (its `lazy` imports), read from the router's source.
 */
export function signedInRoutes(routerSource: string): Array<{ path: string; modules: string[] }> {
  const start = routerSource.indexOf('const protectedRoutes');
  const end = routerSource.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error('The router has no protectedRoutes: is it renamed?');
  const routes = new Map<string, Set<string>>();
  let path: string | undefined;
  for (const match of routerSource.slice(start, end).matchAll(/path: '([^']+)'|import\('\.\.\/([^']+)'\)/g)) {
    if (match[1]) path = match[1];
    else if (path && match[2]) routes.set(path, (routes.get(path) ?? new Set()).add(`src/${match[2]}`));
  }
  return [...routes].map(([routePath, modules]) => ({ path: routePath, modules: [...modules] }));
}

/** `PAGES`, then every other signed-in page (`signedInRoutes`), each with its route's modules found in the manifest. */
export function allPages(manifest: Manifest, routerSource = readFileSync(ROUTER, 'utf8')): PageBudget[] {
  const named = new Set(PAGES.flatMap((page) => page.modules));
  const keyOf = (module: string) => {
    const key = Object.keys(manifest).find((candidate) => candidate.replace(/(\/index)?\.tsx?$/, '') === module);
    if (!key) throw new Error(`The manifest has no ${module}: is the route's module renamed?`);
    return key;
  };
  const others = signedInRoutes(routerSource)
    .map(({ path, modules }) => ({ path, keys: modules.map(keyOf) }))
    .filter(({ keys }) => !named.has(keys[0]!))
    .map(({ path, keys }): PageBudget => {
      // Every one within its budget since the 2026-11-28 night's rounds (bench/README.md), held there.
      return {
        page: path,
        document: 'index.html',
        modules: [...SIGNED_IN_FRAME, ...keys],
        javaScriptBudget: 250 * KB,
        cssBudget: 60 * KB,
        held: ['JavaScript', 'CSS'],
      };
    });
  return [...PAGES, ...others];
}

export interface PageWeight {
  page: string;
  files: string[];
  javaScriptGzipBytes: number;
  cssGzipBytes: number;
  overBudget: string[];
  /** Over `heldJavaScript`: it lost a gain it had made. */
  overHeld: boolean;
}

/** The gzip size the server sends: the build's .gz sibling when there is one, else gzip -9 of it. */
function gzipBytes(dist: string, file: string): number {
  const path = join(dist, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Every file a page loads at first: the entry's and the route modules' static import closure. */
function filesOf(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no ${key}: is the route's module renamed?`);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/** The scripts an HTML document names (`<script src>`, also those held in a template), as build files. */
function scriptsNamedBy(dist: string, document: string): string[] {
  const path = join(dist, document);
  const html = readFileSync(existsSync(path) ? path : join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1] as string);
}

function manifestOf(dist: string): Manifest {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run npm run build first`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

export function measurePages(dist: string, pages: PageBudget[] = allPages(manifestOf(dist))): PageWeight[] {
  const manifest = manifestOf(dist);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The manifest has no entry');
  return pages.map((page) => {
    const { js, css } = filesOf(manifest, [entry, ...page.modules]);
    for (const script of scriptsNamedBy(dist, page.document)) js.add(script);
    const javaScriptGzipBytes = [...js].reduce((sum, file) => sum + gzipBytes(dist, file), 0);
    const cssGzipBytes = [...css].reduce((sum, file) => sum + gzipBytes(dist, file), 0);
    const overBudget = [
      ...(javaScriptGzipBytes > page.javaScriptBudget ? ['JavaScript'] : []),
      ...(cssGzipBytes > page.cssBudget ? ['CSS'] : []),
    ];
    const overHeld = page.heldJavaScript !== undefined && javaScriptGzipBytes > page.heldJavaScript;
    return { page: page.page, files: [...js, ...css], javaScriptGzipBytes, cssGzipBytes, overBudget, overHeld };
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  const pages = allPages(manifestOf(dist));
  const weights = measurePages(dist, pages);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(weights, null, 2));
  } else {
    for (const [index, weight] of weights.entries()) {
      const budget = pages[index]!;
      console.log(
        '%s: %d files, JavaScript %s kB gzip (budget %s%s), CSS %s kB gzip (budget %s)%s',
        weight.page,
        weight.files.length,
        (weight.javaScriptGzipBytes / KB).toFixed(1),
        budget.javaScriptBudget / KB,
        budget.heldJavaScript === undefined
          ? ''
          : `, held at ${budget.heldJavaScript / KB}${weight.overHeld ? ': OVER' : ''}`,
        (weight.cssGzipBytes / KB).toFixed(1),
        budget.cssBudget / KB,
        weight.overBudget.length ? `  OVER BUDGET: ${weight.overBudget.join(', ')}` : '',
      );
    }
  }
  const held = process.argv.includes('--held');
  const failing = weights.filter(
    (weight, index) =>
      weight.overHeld ||
      weight.overBudget.some((kind) => !held || pages[index]!.held.includes(kind as 'JavaScript' | 'CSS')),
  );
  if (held) {
    for (const weight of failing) console.error('%s is over a budget it was within: see bench/README.md', weight.page);
  }
  if (failing.length > 0) process.exitCode = 1;
}
