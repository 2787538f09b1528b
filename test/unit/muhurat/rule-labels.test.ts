/**
 * The names of the muhurat rules (`muhurat_rule.<id>`): every rule id a
 * reason can carry has a label in all nine languages, and the answers of
 * GET /v1/muhurat/search and POST /v1/muhurat/personal give each reason's
 * rule with its label from the catalogue of the `lang` asked for.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DOSHA_IDS, MUHURAT_RULES, muhuratRuleLabel, PERSONAL_RULES, REASON_RULE_IDS } from '../../../src/domain/muhurat/index.ts';
import { createEngine } from '../../../src/engine/index.ts';
import { CATALOGUES, isLabelKey, type LabelKey } from '../../../src/i18n/catalogue.ts';
import { LANGS, type Lang } from '../../../src/i18n/languages.ts';

interface ReasonRule {
  rule: string;
  rule_label: string;
  person?: number;
}
interface Day {
  date: string;
  reasons: string[];
  reason_rules: ReasonRule[];
}

const catalogued = (lang: Lang, rule: string) => CATALOGUES[lang][`muhurat_rule.${rule}` as LabelKey];

test('every rule id a reason can carry has its label in all nine languages, and the catalogues label no other', () => {
  const ids = [...Object.keys(MUHURAT_RULES), ...DOSHA_IDS, ...Object.values(PERSONAL_RULES)];
  assert.equal(new Set(ids).size, 26, 'the 8 limbs, 14 doshas and 4 personal balas');
  assert.deepEqual([...REASON_RULE_IDS].sort(), [...new Set(ids)].sort());
  for (const id of ids) {
    assert.ok(isLabelKey(`muhurat_rule.${id}`), `muhurat_rule.${id} is not in src/i18n/en.ts (add it to all nine catalogues)`);
    for (const lang of LANGS) {
      assert.ok(catalogued(lang, id).length > 0, `${lang} muhurat_rule.${id}`);
      assert.equal(muhuratRuleLabel(id, lang), catalogued(lang, id));
    }
  }
  const keys = Object.keys(CATALOGUES.en).filter((k) => k.startsWith('muhurat_rule.'));
  assert.deepEqual(keys.map((k) => k.slice('muhurat_rule.'.length)).sort(), [...new Set(ids)].sort());
  assert.throws(() => muhuratRuleLabel('sunrise', 'ta'), /muhurat_rule label for rule sunrise/);
});

/** Each reason's rule entry: one per reason, in order, the rule its text begins with, the catalogue's label in `lang`. */
function assertReasonRules(days: Day[], lang: Lang): Set<string> {
  const seen = new Set<string>();
  for (const d of days) {
    assert.equal(d.reason_rules.length, d.reasons.length, d.date);
    d.reason_rules.forEach((r, i) => {
      assert.ok(d.reasons[i]!.startsWith(r.rule), `${d.date}: ${d.reasons[i]} has rule ${r.rule}`);
      assert.equal(r.rule_label, catalogued(lang, r.rule), `${lang} ${d.date} ${r.rule}`);
      seen.add(r.rule);
    });
  }
  return seen;
}

describe('the rule_label of each reason', () => {
  const e = createEngine();
  const delhi = { lat: 28.6139, lon: 77.209 };

  test('GET /v1/muhurat/search in ta and bn: the catalogue label of each reason rule (Kharmas and Shukra Asta in January 2026)', async () => {
    // January 2026 has no marriage date: Kharmas to the 13th, then Venus combust (search.test.ts, known facts).
    const q = { activity: 'marriage', from: '2026-01-01', to: '2026-01-31', ...delhi, limit: 31 };
    const ta = (await e.run('muhuratSearch', { ...q, lang: 'ta' })).data as { days: Day[] };
    const bn = (await e.run('muhuratSearch', { ...q, lang: 'bn' })).data as { days: Day[] };
    assert.equal(ta.days.length, 31);
    const seen = assertReasonRules(ta.days, 'ta');
    assertReasonRules(bn.days, 'bn');
    assert.ok(seen.has('kharmas') && seen.has('shukra_asta') && seen.has('nakshatra'), [...seen].join(', '));
    const ruleOf = (days: Day[], date: string, rule: string) =>
      days.find((d) => d.date === date)!.reason_rules.find((r) => r.rule === rule);
    assert.deepEqual(ruleOf(ta.days, '2026-01-05', 'kharmas'), { rule: 'kharmas', rule_label: 'கரமாசம்' });
    assert.deepEqual(ruleOf(bn.days, '2026-01-05', 'kharmas'), { rule: 'kharmas', rule_label: 'খরমাস' });
    assert.deepEqual(ruleOf(ta.days, '2026-01-20', 'shukra_asta'), { rule: 'shukra_asta', rule_label: 'சுக்கிர அஸ்தங்கம்' });
    assert.deepEqual(ruleOf(bn.days, '2026-01-20', 'shukra_asta'), { rule: 'shukra_asta', rule_label: 'শুক্র অস্ত' });
    // The sentence stays English prose in ta and bn; only the rule's name is in the language.
    assert.match(
      ta.days.find((d) => d.date === '2026-01-05')!.reasons.find((r) => r.startsWith('kharmas'))!,
      /^kharmas: Kharmas: the Sun/,
    );
  });

  test('POST /v1/muhurat/personal in ta and bn: tara and chandra bala labelled, each naming whose check it is', async () => {
    const birth = (date: string) => ({
      date,
      time: '06:45',
      place: { latitude: delhi.lat, longitude: delhi.lon },
      timezone: 'Asia/Kolkata',
    });
    const q = {
      people: [
        { birth: birth('1992-11-03'), role: 'bride' as const },
        { birth: birth('1990-05-20'), role: 'groom' as const },
      ],
      activity: 'marriage',
      from: '2026-11-15',
      to: '2026-12-15',
      ...delhi,
      limit: 31,
    };
    for (const lang of ['ta', 'bn'] as const) {
      const days = ((await e.run('muhuratPersonal', { ...q, lang })).data as { days: Day[] }).days;
      const seen = assertReasonRules(days, lang);
      assert.ok(seen.has('tara_bala') || seen.has('chandra_bala'), `${lang}: ${[...seen].join(', ')}`);
      for (const d of days)
        d.reason_rules.forEach((r, i) => {
          if (!(Object.values(PERSONAL_RULES) as string[]).includes(r.rule)) return assert.equal(r.person, undefined);
          assert.ok(r.person === 0 || r.person === 1, `${d.date} ${r.rule}`);
          assert.ok(d.reasons[i]!.startsWith(`${r.rule} (people[${r.person}]`), d.reasons[i]);
        });
    }
    const ta = ((await e.run('muhuratPersonal', { ...q, lang: 'ta' })).data as { days: Day[] }).days;
    const labels = new Set(ta.flatMap((d) => d.reason_rules.map((r) => `${r.rule}=${r.rule_label}`)));
    assert.ok(labels.has('tara_bala=தாரா பலம்') || labels.has('chandra_bala=சந்திர பலம்'), [...labels].join(', '));
  });
});
