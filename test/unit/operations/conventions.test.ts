/**
 * The convention registry (src/operations/conventions.ts): each option
 * declared once, and what derives from it: the request field, the value a
 * request gets, the meta entry, GET /v1/meta/conventions, and each operation's
 * meta list. The values themselves are the contract's (docs/platform.md,
 * Conventions) and are checked by the operations' own tests.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TSchema } from '@sinclair/typebox';
import { choices, CONVENTION_LIST, field, metaField, metaOf, type Convention } from '../../../src/operations/conventions.ts';
import { OPERATIONS } from '../../../src/operations/index.ts';
import { META_FIELDS, type MetaField } from '../../../src/operations/schemas.ts';
import { untypedEngine } from '../../fixtures.ts';

// TypeBox writes a union of one literal as the literal itself.
const literalValues = (schema: TSchema): unknown[] => ((schema.anyOf as TSchema[] | undefined) ?? [schema]).map((s) => s.const);

test('every convention: its default is one of its values, and its request field offers exactly those with that default', () => {
  assert.ok(CONVENTION_LIST.length >= 12, 'the chart options, rising and matching conventions');
  for (const c of CONVENTION_LIST as readonly Convention[]) {
    assert.ok(c.values.includes(c.default), c.field);
    const schema = field(c);
    assert.deepEqual(literalValues(schema), [...c.values], c.field);
    assert.equal(schema.default, c.default, c.field);
  }
});

test('choices: the default when a request names none; meta names a value by the rule of its convention', () => {
  for (const c of CONVENTION_LIST as readonly Convention[]) {
    const other = c.values.find((v) => v !== c.default);
    const absent = choices({ x: c }, {});
    assert.equal(absent.values.x, c.default, c.field);
    assert.deepEqual(absent.meta, c.meta === 'always' ? { [c.field]: c.default } : {}, `${c.field} by default`);
    if (other === undefined) continue;
    assert.deepEqual(metaOf(c, other), c.meta === 'never' ? {} : { [c.field]: other }, `${c.field}=${other}`);
    if (c.meta === 'not_default')
      assert.deepEqual(
        literalValues(metaField(c)),
        c.values.filter((v) => v !== c.default),
        c.field,
      );
  }
});

test('GET /v1/meta/conventions lists every listed convention: its default and, where described, its values', async () => {
  const { data } = (await untypedEngine().run('metaConventions', {})) as { data: Record<string, unknown> };
  const listed = (CONVENTION_LIST as readonly Convention[]).filter((c) => c.listed !== undefined);
  assert.ok(listed.length >= 10);
  for (const c of listed) {
    assert.equal(data[c.field], c.listed?.defaultText ?? c.default, c.field);
    if (c.listed?.optionsDescription !== undefined) assert.equal(data[`${c.field}_options`], c.values.join(', '), c.field);
  }
  for (const c of (CONVENTION_LIST as readonly Convention[]).filter((x) => x.listed === undefined)) assert.equal(data[c.field], undefined);
});

test('an operation that takes a convention named in meta when not the default declares that meta field', () => {
  const topLevel = (CONVENTION_LIST as readonly Convention[]).filter((c) => c.meta === 'not_default' && c.field in META_FIELDS);
  let checked = 0;
  for (const op of OPERATIONS) {
    const fields = Object.keys((op.input?.properties ?? {}) as object);
    for (const c of topLevel) {
      if (!fields.includes(c.field)) continue;
      checked += 1;
      assert.ok((op.meta ?? []).includes(c.field as MetaField), `${op.id} takes ${c.field} but its meta list does not name it`);
    }
  }
  assert.ok(checked >= 15, `the panchang, calendar, muhurat and matching operations (${checked})`);
});
