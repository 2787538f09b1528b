// Writes src/time/tz-untils.ts: the UNTIL fields of the Zone lines whose
// UNTIL the `tzdata` npm package's JSON stores with a loss (a year alone kept
// as 31 December, a weekday rule such as "lastSun" kept as day 1, a `u`/`s`
// suffix dropped), copied from the tz source files.
//
//   node scripts/tz-untils.mjs <folder with the tz source files> [label]
//
// Run it when the pinned `tzdata` package is upgraded, against the tz release
// it carries. Every UNTIL it writes is checked first: read the way the JSON's
// generator reads it, it must give the stored value. Lines where it does not
// (the source is of another release) are left as stored and listed in the
// written module, for test/unit/timezone/tz-database.test.ts to explain.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const [folder, label = folder] = process.argv.slice(2);
if (folder === undefined) {
  console.error('usage: node scripts/tz-untils.mjs <tz source folder> [label]');
  process.exit(2);
}
const tzdata = createRequire(import.meta.url)('tzdata');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MAIN_FILES = [
  'africa',
  'antarctica',
  'asia',
  'australasia',
  'europe',
  'northamerica',
  'southamerica',
  'etcetera',
  'backward',
  'factory',
];

/** Zone name -> its lines' UNTIL fields (arrays of words, empty for the last line). */
function zoneUntils(file) {
  const zones = new Map();
  let current;
  for (const raw of readFileSync(`${folder}/${file}`, 'utf8').split('\n')) {
    const line = raw.replace(/#.*/, '');
    if (line.trim() === '') continue;
    const words = line.trim().split(/\s+/);
    if (words[0] === 'Zone') {
      current = [];
      zones.set(words[1], current);
      current.push(words.slice(5));
    } else if (/^\s/.test(line) && current !== undefined) {
      current.push(words.slice(3));
    } else current = undefined;
  }
  return zones;
}

const zones = new Map();
for (const f of MAIN_FILES) for (const [name, lines] of zoneUntils(f)) zones.set(name, lines);
// Zones the package keeps that the main files make links (its EST5EDT and the like).
for (const [name, lines] of zoneUntils('backzone')) if (!zones.has(name)) zones.set(name, lines);

/** The generator's reading: a year alone is 31 December, a non-numeric day is 1, the suffix is dropped. */
function lossyMs(until) {
  const [year, month, day, time] = until;
  const mon = month === undefined ? 11 : MONTHS.indexOf(month.slice(0, 3));
  const dat = month === undefined ? 31 : parseInt(day ?? '', 10) || 1;
  const [h = 0, m = 0, s = 0] = (time ?? '0')
    .replace(/[wsugz]$/, '')
    .split(':')
    .map(Number);
  return Date.UTC(Number(year), mon, dat, h, m, s);
}

/** True when the lossy reading equals the source: a numeric day (or none after a month), no suffix, not a year alone. */
function lossless(until) {
  const [, month, day, time] = until;
  if (month === undefined) return false;
  if (day !== undefined && !/^\d+$/.test(day)) return false;
  return time === undefined || !/[sugz]$/.test(time);
}

const out = {};
let count = 0;
const mismatches = [];
for (const [name, lines] of Object.entries(tzdata.zones)) {
  if (typeof lines === 'string') continue;
  const source = zones.get(name);
  if (source === undefined) {
    mismatches.push(`${name}: no Zone`);
    continue;
  }
  lines.forEach((line, k) => {
    const until = source[k];
    if (line[3] === null) return;
    if (until === undefined || until.length === 0 || lossyMs(until) !== Number(line[3])) {
      mismatches.push(
        `${name} line ${k}: ${until?.join(' ') || 'none'} in the source, ${new Date(Number(line[3])).toISOString().slice(0, 19)} stored`,
      );
      return;
    }
    if (lossless(until)) return;
    (out[name] ??= {})[k] = until.join(' ');
    count++;
  });
}

const body = Object.entries(out)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(
    ([name, lines]) =>
      `  ${JSON.stringify(name)}: { ${Object.entries(lines)
        .map(([k, u]) => `${k}: ${JSON.stringify(u)}`)
        .join(', ')} },`,
  )
  .join('\n');
const target = fileURLToPath(new URL('../src/time/tz-untils.ts', import.meta.url));
writeFileSync(
  target,
  `/**
 * UNTIL fields of the Zone lines whose UNTIL the \`tzdata\` package (${tzdata.version},
 * npm ${createRequire(import.meta.url)('tzdata/package.json').version}) stores with a loss, as the tz source writes them
 * (${label}); zone name -> line index -> UNTIL. Written by
 * scripts/tz-untils.mjs, which checks each against the stored value; ${count} lines.
 * Left as stored (the source's line differs, it is of another release):
${mismatches.map((m) => ` * - ${m}`).join('\n')}
 */
export const TZ_UNTILS: Readonly<Record<string, Readonly<Record<number, string>>>> = {
${body}
};
`,
);
console.log(`${count} UNTIL fields in ${Object.keys(out).length} zones -> ${target}`);
