/**
 * `npm run demos:js`: writes the JavaScript twin beside every demo variant that a page shows
 * (src/pipeline/demos/js-twin.ts) and deletes twins whose demo no page shows any more. The
 * prebuild fails until the twins match, so run this after adding or editing a demo (`npm run dev`
 * writes them as you edit).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writePageTwins } from '@/pipeline/demos/write-js-twins';

const CONTENT = path.resolve('content');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

async function main() {
  const shown = new Set<string>();
  let written = 0;
  for (const page of filesUnder(CONTENT).filter((file) => path.basename(file) === 'index.mdx')) {
    const result = await writePageTwins(page, readFileSync(page, 'utf8'));
    result.twins.forEach((twin) => shown.add(twin));
    written += result.written;
  }
  // A twin left behind by a removed demo: only files that sit beside a .tsx of the same name.
  const stale = filesUnder(CONTENT).filter(
    (file) =>
      file.includes(`${path.sep}demos${path.sep}`) &&
      file.endsWith('.js') &&
      existsSync(file.replace(/\.js$/, '.tsx')) &&
      !shown.has(file),
  );
  for (const file of stale) rmSync(file);
  console.log(`demos:js: ${shown.size} twins, ${written} written, ${stale.length} stale removed`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
