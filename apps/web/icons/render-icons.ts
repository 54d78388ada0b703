/**
 * Renders the app's home-screen icons (public/icons/*.png) from the SVGs beside this file, in
 * Chromium: `npx tsx apps/web/icons/render-icons.ts` after changing an SVG, then commit the PNGs.
 * The build does not run it, so building needs no browser.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const here = import.meta.dirname;
const out = path.join(here, '../public/icons');

const icons = [
  { svg: 'app-icon.svg', file: 'icon-192.png', size: 192 },
  { svg: 'app-icon.svg', file: 'icon-512.png', size: 512 },
  { svg: 'app-icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows no transparency: the full-bleed one.
  { svg: 'app-icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  await fs.mkdir(out, { recursive: true });
  for (const icon of icons) {
    const svg = await fs.readFile(path.join(here, icon.svg), 'utf8');
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
  }
} finally {
  await browser.close();
}
