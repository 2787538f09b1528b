/**
 * The documentation stays true to the served operations and stands alone:
 * - every operation of OPERATIONS has a section in its group's doc, headed by
 *   its method and path, stating its credits, its key kinds and its errors;
 * - every property name of its request (body, query, path) and response
 *   schemas, walked recursively through objects, arrays and unions, is a
 *   backticked name in that doc (inline code, not a fenced example). The
 *   shared Birth and Options objects are documented once, in docs/births.md;
 * - no doc cites files outside the repository;
 * - every relative link in docs/ and README.md resolves to a file.
 * Reference: the schemas themselves (src/operations/<group>/<op>.ts).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import type { AnyOperation } from '../../src/operations/index.ts';
import { OPERATIONS } from '../../src/operations/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = join(ROOT, 'docs');

/** The doc of each usage group. */
const GROUP_DOC: Record<string, string> = {
  platform: 'platform.md',
  places: 'places.md',
  kundli: 'kundli.md',
  panchang: 'panchang.md',
  muhurat: 'panchang.md',
  calendar: 'panchang.md',
  dasha: 'dashas.md',
  dosha: 'doshas.md',
  match: 'matching.md',
  numerology: 'numerology.md',
  kp: 'kp.md',
  charts: 'charts.md',
  horoscope: 'horoscope.md',
  transits: 'transits.md',
  lal_kitab: 'lal-kitab.md',

  varshaphal: 'varshaphal.md',
  eclipses: 'eclipses.md',
};
/** Operations documented outside their group's doc (issue 32: the almanac's year has its own page). */
const OPERATION_DOC: Record<string, string> = {
  calendarSankrantis: 'calendar.md',
  calendarVrats: 'calendar.md',
  calendarFind: 'calendar.md',
  calendarAnniversaries: 'calendar.md',
  calendarConvert: 'calendar.md',
  calendarMonth: 'calendar.md',
  calendarMonthBatch: 'calendar.md',
  // Issue 35: the bulk forms of the year operations have their own page.
  calendarFestivalsBatch: 'bulk.md',
  calendarVratsBatch: 'bulk.md',
  calendarSankrantisBatch: 'bulk.md',
  calendarEkadashiBatch: 'bulk.md',
  calendarYogasBatch: 'bulk.md',
  eclipsesBatch: 'bulk.md',
  muhuratSearchBatch: 'bulk.md',
};
/** A bulk line's `data` is the single operation's data, whose fields its own section documents. */
const EMBEDDED_DATA = /^data\.items\[\]\.data\./;
/** Request objects shared by many operations (schema titles in src/operations/schemas.ts), documented in one doc. */
const SHARED_DOC = 'births.md';
const SHARED_TITLES = new Set(['Birth', 'Options', 'Coordinates', 'Place reference', 'Free text', 'Chart']);

const KEY_WORDS: Record<string, RegExp> = {
  none: /no key/i,
  secret: /secret key/i,
  publishable: /publishable/i,
};

function read(path: string): string {
  return readFileSync(path, 'utf8');
}

/**
 * Names written as inline code, outside fenced blocks: every identifier inside
 * each `span`, except spans holding JSON examples (they contain a double
 * quote), so that an example alone never counts as documenting a field.
 */
function codeNames(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const names = new Set<string>();
  for (const span of prose.matchAll(/`([^`\n]+)`/g)) {
    if (span[1]!.includes('"')) continue;
    for (const word of span[1]!.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) names.add(word[0]);
  }
  return names;
}

interface Field {
  name: string;
  path: string;
  doc: string;
}

/** Every property name of a JSON schema, with its path, and the doc that must name it. */
function fieldsOf(schema: unknown, path: string, doc: string, out: Field[]): Field[] {
  if (schema === null || typeof schema !== 'object') return out;
  const s = schema as Record<string, unknown>;
  const here = typeof s.title === 'string' && SHARED_TITLES.has(s.title) ? SHARED_DOC : doc;
  if (s.properties !== undefined) {
    for (const [name, sub] of Object.entries(s.properties as Record<string, unknown>)) {
      const subPath = path === '' ? name : `${path}.${name}`;
      out.push({ name, path: subPath, doc: here });
      fieldsOf(sub, subPath, here, out);
    }
  }
  if (s.items !== undefined) {
    for (const item of Array.isArray(s.items) ? s.items : [s.items]) fieldsOf(item, `${path}[]`, here, out);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key])) for (const sub of s[key] as unknown[]) fieldsOf(sub, path, here, out);
  }
  if (typeof s.additionalProperties === 'object') fieldsOf(s.additionalProperties, `${path}{}`, here, out);
  if (s.patternProperties !== undefined) {
    for (const sub of Object.values(s.patternProperties as Record<string, unknown>)) fieldsOf(sub, `${path}{}`, here, out);
  }
  return out;
}

/** The section of a doc under the heading naming `METHOD /path` (up to the next heading of the same or a higher level). */
function sectionOf(markdown: string, op: AnyOperation): string | undefined {
  const lines = markdown.split('\n');
  const target = `${op.method} ${op.path}`;
  const start = lines.findIndex((line) => {
    if (!/^#{1,4} /.test(line)) return false;
    const at = line.indexOf(target);
    return at >= 0 && /^($|[\s`)])/.test(line.slice(at + target.length));
  });
  if (start < 0) return undefined;
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

function keyKind(op: AnyOperation): string {
  if (op.keys.length === 0) return 'none';
  return op.keys.includes('publishable') ? 'publishable' : 'secret';
}

test('every operation has a section in its group doc with its method, path, credits, key kinds and errors', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const op of OPERATIONS) {
    const doc = OPERATION_DOC[op.id] ?? GROUP_DOC[op.group];
    if (doc === undefined) {
      problems.push(`${op.id}: group ${op.group} has no doc in GROUP_DOC`);
      continue;
    }
    const section = sectionOf(read(join(DOCS, doc)), op);
    if (section === undefined) {
      problems.push(`docs/${doc}: no heading naming "${op.method} ${op.path}" (${op.id})`);
      continue;
    }
    const credits = new RegExp(`\\b${op.credits} credits?\\b`);
    if (!credits.test(section)) problems.push(`docs/${doc}, ${op.method} ${op.path}: does not say "${op.credits} credit(s)"`);
    if (!KEY_WORDS[keyKind(op)]!.test(section)) {
      problems.push(`docs/${doc}, ${op.method} ${op.path}: does not name its key kind (${KEY_WORDS[keyKind(op)]})`);
    }
    if (!/Errors/.test(section)) problems.push(`docs/${doc}, ${op.method} ${op.path}: has no "Errors" line`);
    checked += 1;
  }
  assert.deepEqual(problems, []);
  assert.equal(checked, OPERATIONS.length);
});

test('every request and response field of every operation is a backticked name in its group doc', () => {
  const names = new Map<string, Set<string>>();
  const namesIn = (doc: string) => {
    let set = names.get(doc);
    if (set === undefined) names.set(doc, (set = codeNames(read(join(DOCS, doc)))));
    return set;
  };
  const missing: string[] = [];
  let operations = 0;
  let fields = 0;
  for (const op of OPERATIONS) {
    const doc = OPERATION_DOC[op.id] ?? GROUP_DOC[op.group]!;
    const request = [...fieldsOf(op.input, '', doc, []), ...fieldsOf(op.params, '', doc, [])];
    const response = fieldsOf(op.output, 'data', doc, []).filter((f) => !EMBEDDED_DATA.test(f.path));
    for (const [side, list] of [
      ['request', request],
      ['response', response],
    ] as const) {
      for (const f of list) {
        fields += 1;
        if (!namesIn(f.doc).has(f.name)) {
          missing.push(`docs/${f.doc} does not name \`${f.name}\` (${side} field ${f.path} of ${op.method} ${op.path}, ${op.id})`);
        }
      }
    }
    operations += 1;
  }
  assert.deepEqual(missing, []);
  assert.equal(operations, OPERATIONS.length);
  assert.ok(fields > 500, `expected the schemas to hold several hundred fields, walked ${fields}`);
});

function markdownFiles(): string[] {
  const docs = readdirSync(DOCS)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(DOCS, f));
  return [join(ROOT, 'README.md'), ...docs];
}

test('no doc cites files outside the repository', () => {
  const files = markdownFiles();
  assert.ok(files.length >= 10, `expected README and the docs, found ${files.length}`);
  const forbidden = [/api-v1/i, /decisions\.md/i, /\bthe spec\b/i, /\bspec's\b/i, /\bcontract\b/i];
  const found: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const pattern of forbidden) {
          if (pattern.test(line)) found.push(`${file.slice(ROOT.length + 1)}:${i + 1} matches ${pattern}: ${line.trim()}`);
        }
      });
  }
  assert.deepEqual(found, []);
});

test('every relative link in docs/ and README.md resolves to a file in the repository', () => {
  const broken: string[] = [];
  let links = 0;
  for (const file of markdownFiles()) {
    const prose = read(file).replace(/^```[\s\S]*?^```/gm, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      links += 1;
      const path = resolve(dirname(file), decodeURIComponent(target.split('#')[0]!));
      if (!path.startsWith(ROOT) || !existsSync(path)) broken.push(`${file.slice(ROOT.length + 1)}: ${target}`);
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(links > 0, 'expected relative links between the docs');
});
