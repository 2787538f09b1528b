/**
 * The layering of src/ (style guide B1; issue "one operation, one module"),
 * checked on the import graph. In every .ts file under src/, each static
 * `import … from`, `export … from`, dynamic `import('…')`, `import('…')` type
 * and `require('…')` (also `createRequire(…)('…')`) is read with the
 * TypeScript parser (the `typescript` package the build already uses; no
 * other dependency), relative specifiers are resolved to files, and each
 * import is checked against the tables below. Type-only imports count: they
 * couple modules as much as value imports do (a type-only violation says so).
 * The graph of domain groups must have no cycle, operation groups reach each
 * other only through src/operations/shared/, and src identifiers, strings
 * and file names must not use the rejected Sanskrit spellings (style guide B2).
 *
 * KNOWN_VIOLATIONS lists the crossings that exist today. It must shrink to
 * empty: the test fails on any violation not in it, and on any entry in it
 * that no longer occurs (delete the entry when you fix the import).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { posix } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// ----------------------------------------------------------------------------
// The rules
// ----------------------------------------------------------------------------

type Layer =
  | 'i18n'
  | 'core'
  | 'native'
  | 'time'
  | 'domain'
  | 'render'
  | 'platform'
  | 'operations'
  | 'storage'
  | 'workers'
  | 'http'
  | 'engine'
  | 'cli'
  | 'client';

const UWS = '@trufflesuite/uws-js-unofficial';
/** Packages for I/O, threads, HTTP, images, zone lookup and schemas: none of them in pure computation. */
const NOT_IN_DOMAIN = [UWS, 'lmdb', 'pg', 'ioredis', 'piscina', 'sharp', 'geo-tz', '@sinclair/typebox'];

/**
 * The layers of src/, lowest first (a file's layer is its first folder under
 * src/). A file may import its own layer and the layers in `mayImport`;
 * `packages` bounds its npm imports (`allow`: only these; `deny`: not these).
 * node: builtins always pass. core and native get the domain's package ban
 * (domain imports them); time too, except geo-tz (time/zones.ts owns zone lookup).
 */
const LAYERS: Record<Layer, { mayImport: readonly Layer[]; packages?: { allow: readonly string[] } | { deny: readonly string[] } }> = {
  // The label catalogues (data only), beneath the glossary that reads them.
  i18n: { mayImport: [], packages: { deny: NOT_IN_DOMAIN } },
  core: { mayImport: ['i18n'], packages: { deny: NOT_IN_DOMAIN } },
  native: { mayImport: ['i18n', 'core'], packages: { deny: NOT_IN_DOMAIN } },
  time: { mayImport: ['i18n', 'core', 'native'], packages: { deny: NOT_IN_DOMAIN.filter((p) => p !== 'geo-tz') } },
  domain: { mayImport: ['i18n', 'core', 'native', 'time'], packages: { deny: NOT_IN_DOMAIN } },
  // Chart images: pure drawing over domain data; sharp for the PNG step and nothing else.
  render: { mayImport: ['i18n', 'core', 'time', 'domain'], packages: { allow: ['sharp'] } },
  platform: { mayImport: ['i18n', 'core', 'native', 'time', 'domain'] },
  operations: {
    mayImport: ['i18n', 'core', 'native', 'time', 'domain', 'render', 'platform'],
    packages: { deny: [UWS, 'lmdb', 'pg', 'ioredis', 'piscina'] },
  },
  storage: { mayImport: ['i18n', 'core', 'platform', 'time', 'domain'], packages: { allow: ['lmdb', 'pg', 'ioredis'] } },
  workers: { mayImport: ['i18n', 'core', 'native', 'time', 'domain', 'render', 'platform', 'operations'] },
  http: { mayImport: ['i18n', 'core', 'native', 'time', 'domain', 'render', 'platform', 'operations', 'storage', 'workers'] },
  engine: { mayImport: ['i18n', 'core', 'native', 'time', 'domain', 'render', 'platform', 'operations'], packages: { deny: [UWS] } },
  cli: {
    mayImport: ['i18n', 'core', 'native', 'time', 'domain', 'render', 'platform', 'operations', 'storage', 'workers', 'engine', 'http'],
  },
  // The typed client runs in browsers too: its generated types and openapi-fetch, nothing of the server.
  client: { mayImport: [], packages: { allow: ['openapi-fetch'] } },
};

/**
 * Doors: a layer that may import another reaches it only through these files.
 * Besides these, a domain group is entered from anywhere outside it only
 * through its `domain/<group>/index.ts` (inside the group, any file), and the
 * domain groups' graph has no cycle.
 */
const DOORS: readonly { importer: Layer; target: Layer; only: readonly string[] }[] = [
  { importer: 'http', target: 'workers', only: ['workers/pool.ts', 'workers/task-batcher.ts', 'workers/task-call.ts'] },
  { importer: 'cli', target: 'http', only: ['http/server.ts'] },
];

/**
 * The operation groups (src/operations/<group>/) reach each other only
 * through this folder, the operation kit: place and day parsing, local
 * rendering, paging, list parsing, the chart presentation, the birth
 * resolution. The files at src/operations/ itself (define.ts, schemas.ts,
 * context.ts, birth.ts, chart-input.ts, ...) are importable from every group;
 * the kit imports no group.
 */
const OPERATIONS_KIT = 'shared';

/**
 * Sanskrit terms have one spelling (core/glossary.ts; panchang for the
 * panchang). These variants are rejected as words (camelCase, snake_case and
 * kebab-case are split; a plural s is allowed) in src identifiers, strings and
 * file names. Comments are not checked: they cite sources by their own
 * spelling (PyJHora's jhora/horoscope/dhasa/, B.V. Raman's "Muhurtha").
 */
const REJECTED_SPELLINGS: Record<string, readonly string[]> = {
  nakshatra: ['nakshathra', 'nakshtra', 'naksatra'],
  dasha: ['dasa', 'dhasa', 'dhasha', 'mahadasa', 'antardasa'],
  bhukti: ['bhukthi', 'bukti'],
  panchang: ['panchanga', 'panchangam'],
  tithi: ['thithi'],
  rashi: ['rasi', 'raasi'],
};

/**
 * The violations in src/ today, as `rule file -> specifier`. MUST SHRINK TO
 * EMPTY: fix the import, then delete its line here (the test fails while a
 * fixed violation is still listed). Never add to it to make a new crossing pass.
 */
const KNOWN_VIOLATIONS: readonly string[] = [];

// ----------------------------------------------------------------------------
// The checker
// ----------------------------------------------------------------------------

export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

export interface Violation {
  rule:
    | 'layer'
    | 'door'
    | 'domain-index'
    | 'domain-cycle'
    | 'operations-group'
    | 'package'
    | 'unresolved'
    | 'outside-src'
    | 'no-layer'
    | 'spelling';
  file: string;
  /** The import specifier, or for spelling the rejected word. */
  specifier: string;
  line: number;
  /** Stable identity, as listed in KNOWN_VIOLATIONS. */
  key: string;
  /** The key, where it points, and the rule broken. */
  message: string;
}

const LAYER_NAMES = Object.keys(LAYERS) as Layer[];

function layerOf(file: string): Layer | undefined {
  const folder = file.split('/')[1];
  return LAYER_NAMES.find((l) => l === folder);
}

/** `src/domain/<group>/…` → group; undefined outside domain. */
function domainGroupOf(file: string): string | undefined {
  const parts = file.split('/');
  return parts[1] === 'domain' && parts.length > 3 ? parts[2] : undefined;
}

/** `src/operations/<group>/…` → group (`shared` for the kit); undefined for the files at src/operations/ itself and outside. */
function operationGroupOf(file: string): string | undefined {
  const parts = file.split('/');
  return parts[1] === 'operations' && parts.length > 3 ? parts[2] : undefined;
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** A relative specifier to a src file path ('src/…'), as NodeNext resolves it; undefined when no such file. */
function resolveRelative(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`].find((f) => files.has(f));
}

function violation(
  rule: Violation['rule'],
  file: string,
  ref: { specifier: string; line: number; typeOnly?: boolean },
  why: string,
): Violation {
  const key = `${rule} ${file} -> ${ref.specifier}`;
  const where = `${file}:${ref.line}`;
  return {
    rule,
    file,
    specifier: ref.specifier,
    line: ref.line,
    key,
    message: `${key}${ref.typeOnly ? ' (type-only)' : ''} [${where}]: ${why}`,
  };
}

/**
 * Checks a graph of src files (paths 'src/…', posix) and their imports against
 * the rules. Pure: the self-tests below run it on synthetic graphs.
 */
export function checkImports(graph: ReadonlyMap<string, readonly ImportRef[]>): Violation[] {
  const files = new Set(graph.keys());
  const out: Violation[] = [];
  /** Domain group edges: from → to → the imports that make the edge. */
  const groupEdges = new Map<string, Map<string, { file: string; ref: ImportRef }[]>>();

  for (const [file, refs] of graph) {
    const layer = layerOf(file);
    const group = domainGroupOf(file);
    for (const ref of refs) {
      if (layer === undefined) {
        out.push(violation('no-layer', file, ref, `the file is in no layer (src/<${LAYER_NAMES.join('|')}>/)`));
        continue;
      }
      const rule = LAYERS[layer];
      if (!ref.specifier.startsWith('.')) {
        if (isBuiltin(ref.specifier)) continue;
        const name = packageNameOf(ref.specifier);
        const p = rule.packages;
        if (p !== undefined && 'allow' in p && !p.allow.includes(name)) {
          out.push(violation('package', file, ref, `${layer} may import only the packages ${p.allow.join(', ')}, not ${name}`));
        } else if (p !== undefined && 'deny' in p && p.deny.includes(name)) {
          out.push(violation('package', file, ref, `${layer} never imports the package ${name}`));
        }
        continue;
      }
      const base = posix.normalize(posix.join(posix.dirname(file), ref.specifier));
      if (!base.startsWith('src/')) {
        out.push(violation('outside-src', file, ref, `resolves to ${base}, outside src/`));
        continue;
      }
      const target = resolveRelative(file, ref.specifier, files);
      if (target === undefined) {
        out.push(violation('unresolved', file, ref, `no file src/**/*.ts at ${base}`));
        continue;
      }
      const targetLayer = layerOf(target);
      if (targetLayer === undefined) {
        out.push(violation('no-layer', file, ref, `${target} is in no layer`));
        continue;
      }
      if (targetLayer !== layer && !rule.mayImport.includes(targetLayer)) {
        const may = rule.mayImport.length === 0 ? 'nothing outside itself' : rule.mayImport.join(', ');
        out.push(violation('layer', file, ref, `${target}: ${layer} may import ${may}, not ${targetLayer}`));
        continue;
      }
      for (const door of DOORS) {
        const inside = target.slice('src/'.length);
        if (door.importer === layer && door.target === targetLayer && !door.only.includes(inside)) {
          out.push(violation('door', file, ref, `${target}: ${layer} reaches ${targetLayer} only through ${door.only.join(', ')}`));
        }
      }
      const fromOperations = operationGroupOf(file);
      const toOperations = operationGroupOf(target);
      if (
        fromOperations !== undefined &&
        toOperations !== undefined &&
        toOperations !== fromOperations &&
        toOperations !== OPERATIONS_KIT
      ) {
        out.push(
          violation(
            'operations-group',
            file,
            ref,
            fromOperations === OPERATIONS_KIT
              ? `${target}: src/operations/${OPERATIONS_KIT}/ imports no operation group`
              : `${target}: the operation group ${fromOperations} reaches ${toOperations} only through src/operations/${OPERATIONS_KIT}/`,
          ),
        );
      }
      const targetGroup = domainGroupOf(target);
      if (targetGroup !== undefined && targetGroup !== group) {
        const door = `src/domain/${targetGroup}/index.ts`;
        if (target !== door) {
          out.push(violation('domain-index', file, ref, `${target}: the domain group ${targetGroup} is entered only through ${door}`));
        }
        if (group !== undefined) {
          const edges = groupEdges.get(group) ?? new Map<string, { file: string; ref: ImportRef }[]>();
          groupEdges.set(group, edges);
          edges.set(targetGroup, [...(edges.get(targetGroup) ?? []), { file, ref }]);
        }
      }
    }
  }

  // Cycles: every import whose group edge lies inside a strongly connected
  // component of the group graph (Tarjan) closes a cycle.
  const component = stronglyConnected(groupEdges);
  for (const [from, edges] of groupEdges) {
    for (const [to, imports] of edges) {
      if (component.get(from) !== component.get(to)) continue;
      const cycle = [from, ...shortestPath(groupEdges, to, from, component)].join(' → ');
      for (const { file, ref } of imports) {
        out.push(violation('domain-cycle', file, ref, `the domain groups form the cycle ${cycle}`));
      }
    }
  }
  return out;
}

/** Tarjan's algorithm: node → component id. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlyMap<string, unknown>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let components = 0;
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.set(w, components);
      } while (w !== v);
      components++;
    }
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return component;
}

/** Breadth-first path start → … → goal inside one component (the path includes both ends). */
function shortestPath(
  edges: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
  start: string,
  goal: string,
  component: ReadonlyMap<string, number>,
): string[] {
  const previous = new Map<string, string | undefined>([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    if (v === goal) break;
    for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
      if (!previous.has(w) && component.get(w) === component.get(start)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  const path: string[] = [];
  for (let v: string | undefined = goal; v !== undefined; v = previous.get(v)) path.unshift(v);
  return path;
}

/** Camel, snake and kebab case split into lower-case words of letters. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0);
}

const REJECTED = new Map(
  Object.entries(REJECTED_SPELLINGS).flatMap(([canonical, variants]) =>
    variants.flatMap(
      (v) =>
        [
          [v, canonical],
          [`${v}s`, canonical],
        ] as const,
    ),
  ),
);

/** Rejected Sanskrit spellings in some text (an identifier, a string, a file name). */
export function spellingViolations(file: string, line: number, text: string): Violation[] {
  return wordsOf(text).flatMap((word) => {
    const canonical = REJECTED.get(word);
    if (canonical === undefined) return [];
    return [violation('spelling', file, { specifier: word, line }, `write ${canonical} (core/glossary.ts), not ${word}`)];
  });
}

/** Imports and rejected spellings of one TypeScript source. */
export function scanSource(file: string, text: string): { imports: ImportRef[]; spelling: Violation[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const imports: ImportRef[] = [];
  const spelling: Violation[] = [];
  const lineOf = (node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const add = (literal: ts.Node, typeOnly: boolean): void => {
    if (ts.isStringLiteralLike(literal)) imports.push({ specifier: literal.text, typeOnly, line: lineOf(literal) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        clause?.name === undefined &&
        named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, clause !== undefined && (clause.isTypeOnly || allTypes));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined) {
      const named = node.exportClause;
      const allTypes =
        named !== undefined && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, node.isTypeOnly || allTypes);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isCreatedRequire =
        ts.isCallExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'createRequire';
      if (isImport || isRequire || isCreatedRequire) add(node.arguments[0]!, false);
    }
    if (
      ts.isIdentifier(node) ||
      ts.isPrivateIdentifier(node) ||
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      spelling.push(...spellingViolations(file, lineOf(node), node.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, spelling };
}

/** Found violations against the allow-list: new ones, and listed ones that no longer occur. */
export function compareWithKnown(found: readonly Violation[], known: readonly string[]): { fresh: Violation[]; stale: string[] } {
  const knownSet = new Set(known);
  const foundKeys = new Set(found.map((v) => v.key));
  return { fresh: found.filter((v) => !knownSet.has(v.key)), stale: known.filter((k) => !foundKeys.has(k)) };
}

function dedupe(violations: readonly Violation[]): Violation[] {
  const seen = new Map<string, Violation>();
  for (const v of violations) if (!seen.has(v.key)) seen.set(v.key, v);
  return [...seen.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function srcFiles(dir = 'src'): string[] {
  return readdirSync(posix.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return srcFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every violation in src/ now. */
function checkTree(): Violation[] {
  const graph = new Map<string, ImportRef[]>();
  const spelling: Violation[] = [];
  for (const file of srcFiles()) {
    const { imports, spelling: words } = scanSource(file, readFileSync(posix.join(ROOT, file), 'utf8'));
    graph.set(file, imports);
    spelling.push(...words, ...spellingViolations(file, 1, file.slice('src/'.length)));
  }
  return dedupe([...checkImports(graph), ...spelling]);
}

// ----------------------------------------------------------------------------
// The tests
// ----------------------------------------------------------------------------

test('src/ keeps the layering: no violation outside KNOWN_VIOLATIONS, and no fixed one still listed', (t) => {
  const started = performance.now();
  const found = checkTree();
  t.diagnostic(`read, parsed and checked src/ in ${Math.round(performance.now() - started)} ms`);
  assert.equal(new Set(KNOWN_VIOLATIONS).size, KNOWN_VIOLATIONS.length, 'KNOWN_VIOLATIONS has duplicate entries');
  const { fresh, stale } = compareWithKnown(found, KNOWN_VIOLATIONS);
  t.diagnostic(`${found.length} known violations remain in KNOWN_VIOLATIONS (the list must shrink to empty)`);
  const problems = [
    ...(fresh.length > 0 ? [`${fresh.length} new violation(s):`, ...fresh.map((v) => `  ${v.message}`)] : []),
    ...(stale.length > 0
      ? [
          `${stale.length} KNOWN_VIOLATIONS entr(ies) no longer occur; delete them from test/architecture/layers.test.ts:`,
          ...stale.map((k) => `  ${k}`),
        ]
      : []),
  ];
  if (problems.length > 0) assert.fail(problems.join('\n'));
});

/** A synthetic graph from `file: [specifiers]`. */
function graphOf(files: Record<string, string[]>): Map<string, ImportRef[]> {
  return new Map(Object.entries(files).map(([file, specs]) => [file, specs.map((specifier) => ({ specifier, typeOnly: false, line: 1 }))]));
}

/** A small tree that keeps every rule. */
const CLEAN: Record<string, string[]> = {
  'src/core/units.ts': ['node:fs'],
  'src/native/binding.ts': ['../core/units.ts', 'node:module'],
  'src/time/zones.ts': ['../native/binding.ts', '../core/units.ts', 'geo-tz/all'],
  'src/domain/chart/index.ts': ['./chart.ts', '../../time/zones.ts', '../../native/binding.ts'],
  'src/domain/chart/chart.ts': ['../../core/units.ts'],
  'src/domain/kundli/index.ts': ['../chart/index.ts', './present.ts'],
  'src/domain/kundli/present.ts': [],
  'src/platform/plans.ts': ['../domain/kundli/index.ts', 'lmdb'],
  'src/operations/kundli/kundli.ts': [
    '../../domain/kundli/index.ts',
    '../../platform/plans.ts',
    '@sinclair/typebox',
    '../define.ts',
    '../shared/present.ts',
    './present.ts',
  ],
  'src/operations/kundli/present.ts': [],
  'src/operations/define.ts': ['../platform/plans.ts'],
  'src/operations/shared/present.ts': ['../define.ts', '../../domain/kundli/index.ts'],
  'src/operations/dasha/chara.ts': ['../shared/present.ts', '../define.ts'],
  'src/storage/keys.ts': ['../platform/plans.ts', 'lmdb', 'node:crypto'],
  'src/workers/pool.ts': ['piscina', '../operations/kundli/kundli.ts'],
  'src/workers/tasks/kundli.ts': ['../../domain/kundli/index.ts'],
  'src/http/server.ts': ['../workers/pool.ts', '../storage/keys.ts', '@trufflesuite/uws-js-unofficial'],
  'src/engine/index.ts': ['../operations/kundli/kundli.ts', '../domain/chart/index.ts'],
  'src/cli/keys.ts': ['../storage/keys.ts', '../http/server.ts'],
};

function rulesOf(violations: readonly Violation[]): string[] {
  return violations.map((v) => `${v.rule} ${v.file} -> ${v.specifier}`).sort();
}

test('self-test: a graph that keeps every rule has no violation', () => {
  assert.deepEqual(checkImports(graphOf(CLEAN)), []);
});

test('self-test: crossing a layer is reported with the file, the import and the rule', () => {
  const found = checkImports(
    graphOf({
      ...CLEAN,
      'src/domain/chart/chart.ts': ['../../http/server.ts'],
      'src/core/units.ts': ['../time/zones.ts'],
      'src/engine/index.ts': ['../storage/keys.ts'],
    }),
  );
  assert.deepEqual(rulesOf(found), [
    'layer src/core/units.ts -> ../time/zones.ts',
    'layer src/domain/chart/chart.ts -> ../../http/server.ts',
    'layer src/engine/index.ts -> ../storage/keys.ts',
  ]);
  const domain = found.find((v) => v.file === 'src/domain/chart/chart.ts')!;
  assert.match(
    domain.message,
    /^layer src\/domain\/chart\/chart\.ts -> \.\.\/\.\.\/http\/server\.ts .*domain may import i18n, core, native, time, not http$/,
  );
});

test("self-test: a domain import past another group's index.ts is reported, inside the group it is not", () => {
  const found = checkImports(
    graphOf({
      ...CLEAN,
      'src/domain/kundli/index.ts': ['../chart/chart.ts', './present.ts'],
      'src/platform/plans.ts': ['../domain/kundli/present.ts'],
    }),
  );
  assert.deepEqual(rulesOf(found), [
    'domain-index src/domain/kundli/index.ts -> ../chart/chart.ts',
    'domain-index src/platform/plans.ts -> ../domain/kundli/present.ts',
  ]);
  assert.match(found[0]!.message, /entered only through src\/domain\/chart\/index\.ts/);
});

test('self-test: a cycle between domain groups is reported on each import that closes it', () => {
  const found = checkImports(
    graphOf({
      ...CLEAN,
      'src/domain/chart/chart.ts': ['../kundli/index.ts'],
    }),
  );
  assert.deepEqual(rulesOf(found), [
    'domain-cycle src/domain/chart/chart.ts -> ../kundli/index.ts',
    'domain-cycle src/domain/kundli/index.ts -> ../chart/index.ts',
  ]);
  assert.match(found.find((v) => v.file === 'src/domain/chart/chart.ts')!.message, /cycle chart → kundli → chart$/);
  // Three groups in a ring: all three edges are reported, each with the whole ring.
  const ring = checkImports(
    graphOf({
      'src/domain/a/index.ts': ['../b/index.ts'],
      'src/domain/b/index.ts': ['../c/index.ts'],
      'src/domain/c/index.ts': ['../a/index.ts'],
      'src/domain/d/index.ts': ['../a/index.ts'],
    }),
  );
  assert.deepEqual(ring.map((v) => v.message.replace(/^.*cycle /, '')).sort(), ['a → b → c → a', 'b → c → a → b', 'c → a → b → c']);
});

test('self-test: an operation group reaching another past src/operations/shared/ is reported; the kit reaches no group', () => {
  const found = checkImports(
    graphOf({
      ...CLEAN,
      'src/operations/dasha/chara.ts': ['../kundli/present.ts', '../shared/present.ts', '../define.ts'],
      'src/operations/shared/present.ts': ['../kundli/kundli.ts'],
      // The files at src/operations/ itself may import a group (index.ts lists them).
      'src/operations/index.ts': ['./kundli/kundli.ts', './dasha/chara.ts'],
    }),
  );
  assert.deepEqual(rulesOf(found), [
    'operations-group src/operations/dasha/chara.ts -> ../kundli/present.ts',
    'operations-group src/operations/shared/present.ts -> ../kundli/kundli.ts',
  ]);
  assert.match(
    found.find((v) => v.file === 'src/operations/dasha/chara.ts')!.message,
    /the operation group dasha reaches kundli only through src\/operations\/shared\/$/,
  );
  assert.match(
    found.find((v) => v.file === 'src/operations/shared/present.ts')!.message,
    /src\/operations\/shared\/ imports no operation group$/,
  );
});

test('self-test: packages, doors, unresolved and outside-src imports', () => {
  const found = checkImports(
    graphOf({
      ...CLEAN,
      'src/domain/chart/chart.ts': ['lmdb', '@sinclair/typebox/compiler', 'node:fs'],
      'src/storage/keys.ts': ['sharp'],
      'src/operations/kundli/kundli.ts': ['piscina'],
      'src/http/server.ts': ['../workers/tasks/kundli.ts', '../workers/pool.ts'],
      'src/cli/keys.ts': ['../http/routes/kundli.ts', '../../scripts/build.ts', '../core/missing.ts'],
    }),
  );
  assert.deepEqual(rulesOf(found), [
    'door src/http/server.ts -> ../workers/tasks/kundli.ts',
    'outside-src src/cli/keys.ts -> ../../scripts/build.ts',
    'package src/domain/chart/chart.ts -> @sinclair/typebox/compiler',
    'package src/domain/chart/chart.ts -> lmdb',
    'package src/operations/kundli/kundli.ts -> piscina',
    'package src/storage/keys.ts -> sharp',
    'unresolved src/cli/keys.ts -> ../core/missing.ts',
    'unresolved src/cli/keys.ts -> ../http/routes/kundli.ts',
  ]);
  // That file is not in CLEAN, so add it to see the door instead.
  const door = checkImports(graphOf({ ...CLEAN, 'src/http/routes/kundli.ts': [], 'src/cli/keys.ts': ['../http/routes/kundli.ts'] }));
  assert.deepEqual(rulesOf(door), ['door src/cli/keys.ts -> ../http/routes/kundli.ts']);
});

test('self-test: every import form is read; comments and strings are not imports', () => {
  const { imports } = scanSource(
    'src/http/x.ts',
    [
      "import a from 'pkg-a';",
      "import type { B } from './b.ts';",
      "import { type C, type D } from './cd.ts';",
      "import './side-effect.ts';",
      "export * from './e.ts';",
      "export { f } from './f.ts';",
      "export type { G } from './g.ts';",
      "const h = await import('./h.ts');",
      "type I = import('./i.ts').I;",
      "const j = createRequire(import.meta.url)('pkg-j/sub');",
      "const k = require('pkg-k');",
      "// import z from './commented.ts';",
      'const s = "import y from \'./in-a-string.ts\'";',
    ].join('\n'),
  );
  assert.deepEqual(
    imports.map((r) => `${r.line} ${r.specifier}${r.typeOnly ? ' type' : ''}`),
    [
      '1 pkg-a',
      '2 ./b.ts type',
      '3 ./cd.ts type',
      '4 ./side-effect.ts',
      '5 ./e.ts',
      '6 ./f.ts',
      '7 ./g.ts type',
      '8 ./h.ts',
      '9 ./i.ts type',
      '10 pkg-j/sub',
      '11 pkg-k',
    ],
  );
});

test('self-test: rejected spellings in identifiers, strings and template text; not in comments or longer words', () => {
  const { spelling } = scanSource(
    'src/domain/x/y.ts',
    [
      "const dhasaLord = 'Nakshathra';",
      'const MAHADASA_YEARS = `${1} thithis`;',
      '// PyJHora jhora/horoscope/dhasa/graha/vimsottari.py; Yogini dasa',
      "const dasamsa = 'narasimha'; const dasha = 'panchang'; const rashi = 'nakshatra';",
    ].join('\n'),
  );
  assert.deepEqual(
    spelling.map((v) => `${v.line} ${v.specifier}`),
    ['1 dhasa', '1 nakshathra', '2 mahadasa', '2 thithis'],
  );
  assert.match(spelling[0]!.message, /^spelling src\/domain\/x\/y\.ts -> dhasa \[src\/domain\/x\/y\.ts:1\]: write dasha/);
  assert.deepEqual(
    spellingViolations('src/domain/panchanga/tithi.ts', 1, 'domain/panchanga/tithi.ts').map((v) => v.specifier),
    ['panchanga'],
  );
});

test('self-test: the allow-list fails on a new violation and on a fixed one still listed', () => {
  const found = checkImports(graphOf({ ...CLEAN, 'src/domain/kundli/index.ts': ['../chart/chart.ts'] }));
  const key = 'domain-index src/domain/kundli/index.ts -> ../chart/chart.ts';
  assert.deepEqual(compareWithKnown(found, [key]), { fresh: [], stale: [] });
  assert.deepEqual(
    compareWithKnown(found, []).fresh.map((v) => v.key),
    [key],
  );
  assert.deepEqual(compareWithKnown(checkImports(graphOf(CLEAN)), [key]).stale, [key]);
});
