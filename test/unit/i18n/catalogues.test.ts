/**
 * The message catalogues (src/i18n): every label id has a value in every
 * language, written in that language's script; every glossary table is
 * catalogued; the labels read through `label` are the catalogues'.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ADHIK,
  ANANDADI_YOGAS,
  TAMIL_YOGAS,
  MUHURTA_NAMES,
  GOWRIS,
  PANCHAKA_RAHITA,
  DAY_WINDOWS,
  AYANAS,
  DISHAS,
  GRAHAS,
  KARANAS,
  label,
  LUNAR_MONTHS,
  NAKSHATRAS,
  PAKSHAS,
  RITUS,
  SAMVATSARAS,
  SIGNS,
  SOLAR_MONTHS,
  TITHI_NAMES,
  twoLang,
  VARAS,
  YOGAS,
  type Term,
} from '../../../src/core/glossary.ts';
import { BENGALI_MONTHS, MALAYALAM_MONTHS, ODIA_MONTHS, TAMIL_MONTHS } from '../../../src/core/regional-months.ts';
import { YOGINI_LABELS } from '../../../src/domain/dashas/yogini.ts';
import { ADHIK_EKADASHIS, KRISHNA_EKADASHIS, SHUKLA_EKADASHIS } from '../../../src/domain/ekadashi/names.ts';
import { YOGA_RULES } from '../../../src/domain/yogas/index.ts';
import { KOOTA_LABELS } from '../../../src/domain/matching/ashtakoot.ts';
import { PORUTHAM_LABELS } from '../../../src/operations/match/porutham.ts';
import { CHOGHADIYAS } from '../../../src/domain/panchang/choghadiya.ts';
import { DAY_YOGA_IDS } from '../../../src/domain/day-yogas/index.ts';
import { MUHURAT_ACTIVITIES, MUHURAT_ACTIVITY_IDS } from '../../../src/domain/muhurat/index.ts';
import { SANKRANTI_NAMES, SANKRANTI_OBSERVANCES } from '../../../src/domain/sankranti/index.ts';
import { VRAT_ROWS } from '../../../src/domain/vrats/rows.ts';
import { ECLIPSE_KIND_TERMS, ECLIPSE_TYPE_TERMS } from '../../../src/domain/eclipses/index.ts';
import { MUHURAT_RULE_TERMS } from '../../../src/domain/muhurat/index.ts';
import { CATALOGUES, isLabelKey, labelOf, ROW_TABLES, rowLabel, type LabelKey, type RowTable } from '../../../src/i18n/catalogue.ts';
import {
  GANA_TERMS,
  NADI_TERMS,
  PAYAS,
  TATVAS,
  VARNA_TERMS,
  VASHYA_TERMS,
  YONI_TERMS,
} from '../../../src/operations/kundli/birth-details.ts';
import { SERVED_FESTIVALS } from '../../../src/operations/calendar/festivals.ts';
import { hasProse, LANGS, proseLang } from '../../../src/i18n/languages.ts';
import { TABLE_SOURCES, tableSource, type LabelTable } from '../../../src/i18n/sources.ts';

/** Each language's script: its Unicode block (the ISO 15924 script of its almanacs). */
const SCRIPT: Record<(typeof LANGS)[number], RegExp> = {
  en: /^[A-Za-z]$/,
  hi: /^[\u0900-\u097F]$/,
  mr: /^[\u0900-\u097F]$/,
  ta: /^[\u0B80-\u0BFF]$/,
  te: /^[\u0C00-\u0C7F]$/,
  kn: /^[\u0C80-\u0CFF]$/,
  ml: /^[\u0D00-\u0D7F]$/,
  gu: /^[\u0A80-\u0AFF]$/,
  bn: /^[\u0980-\u09FF]$/,
};
/** What a label may hold besides its script's letters: spaces, joiners, hyphens, parentheses, and the colon and comma of festival names. */
const NEUTRAL = /^(?: |\u200C|\u200D|-|\(|\)|:|,)$/;

const KEYS = Object.keys(CATALOGUES.en) as LabelKey[];

test('every label id has a non-empty value in every one of the nine languages, and no catalogue has ids of its own', () => {
  assert.equal(LANGS.length, 9);
  assert.ok(KEYS.length >= 200, `${KEYS.length} label ids`);
  for (const lang of LANGS) {
    const catalogue = CATALOGUES[lang] as Record<string, string>;
    assert.deepEqual(Object.keys(catalogue).sort(), [...KEYS].sort(), `${lang} has exactly the English ids`);
    for (const key of KEYS) {
      const value = catalogue[key];
      assert.ok(typeof value === 'string' && value.trim() === value && value !== '', `${lang} ${key}: ${value}`);
    }
  }
});

test("each label is written in its language's script (a value copied from another language fails here)", () => {
  for (const lang of LANGS) {
    const catalogue = CATALOGUES[lang] as Record<string, string>;
    for (const key of KEYS) {
      for (const ch of catalogue[key]!) {
        assert.ok(
          SCRIPT[lang].test(ch) || NEUTRAL.test(ch),
          `${lang} ${key}: "${catalogue[key]}" has ${ch} (U+${ch.codePointAt(0)!.toString(16)})`,
        );
      }
    }
  }
});

test('the Indian-language labels differ from the English ones, and Marathi is not Hindi copied', () => {
  for (const lang of LANGS.filter((l) => l !== 'en')) {
    for (const key of KEYS) assert.notEqual(CATALOGUES[lang][key], CATALOGUES.en[key], `${lang} ${key}`);
  }
  // Marathi spells its own words where Hindi differs: मंगळ, तूळ, मूळ (with ळ), रवि for the Sun.
  assert.equal(CATALOGUES.mr['graha.mars'], 'मंगळ');
  assert.equal(CATALOGUES.mr['sign.libra'], 'तूळ');
  assert.equal(CATALOGUES.hi['graha.mars'], 'मंगल');
});

test('every glossary table is catalogued: each term has its label id and reads its labels from the catalogues', () => {
  const tables: [string, readonly Term[], number][] = [
    ['graha', GRAHAS, 9],
    ['sign', SIGNS, 12],
    ['nakshatra', NAKSHATRAS, 27],
    ['paksha', PAKSHAS, 2],
    ['tithi', TITHI_NAMES, 16],
    ['yoga', YOGAS, 27],
    ['karana', KARANAS, 11],
    ['vara', VARAS, 7],
    ['lunar_month', LUNAR_MONTHS, 12],
    ['ritu', RITUS, 6],
    ['ayana', AYANAS, 2],
    ['samvatsara', SAMVATSARAS, 60],
    ['disha', DISHAS, 4],
    ['solar_month', SOLAR_MONTHS, 12],
    ['choghadiya', CHOGHADIYAS, 7],
    ['anandadi', ANANDADI_YOGAS, 28],
    ['tamil_yoga', TAMIL_YOGAS, 3],
    ['muhurta', MUHURTA_NAMES, 30],
    ['gowri', GOWRIS, 8],
    ['panchaka_rahita', PANCHAKA_RAHITA, 6],
    ['day_window', DAY_WINDOWS, 16],
    ['tamil_month', TAMIL_MONTHS, 12],
    ['malayalam_month', MALAYALAM_MONTHS, 12],
    ['bengali_month', BENGALI_MONTHS, 12],
    ['odia_month', ODIA_MONTHS, 12],
    ['koota', Object.values(KOOTA_LABELS), 8],
    ['porutham', Object.values(PORUTHAM_LABELS), 10],
    ['yogini', YOGINI_LABELS, 8],
    ['ekadashi', [...SHUKLA_EKADASHIS, ...KRISHNA_EKADASHIS, ADHIK_EKADASHIS.shukla, ADHIK_EKADASHIS.krishna], 26],
    ['varna', Object.values(VARNA_TERMS), 4],
    ['tatva', TATVAS, 4],
    ['vashya', Object.values(VASHYA_TERMS), 5],
    ['yoni', Object.values(YONI_TERMS), 14],
    ['gana', Object.values(GANA_TERMS), 3],
    ['nadi', Object.values(NADI_TERMS), 3],
    ['paya', PAYAS, 4],
    ['kundli_yoga', YOGA_RULES.map((r) => r.name), YOGA_RULES.length],
    ['muhurat_rule', Object.values(MUHURAT_RULE_TERMS), 26],
    ['eclipse_kind', Object.values(ECLIPSE_KIND_TERMS), 2],
    ['eclipse_type', Object.values(ECLIPSE_TYPE_TERMS), 5],
  ];
  let terms = 0;
  for (const [table, rows, count] of tables) {
    assert.equal(rows.length, count, table);
    for (const term of rows) {
      assert.equal(term.key, `${table}.${term.id}`);
      for (const lang of LANGS) assert.equal(label(term, lang), labelOf(term.key!, lang));
      assert.equal(term.en, CATALOGUES.en[term.key!]);
      assert.equal(term.hi, CATALOGUES.hi[term.key!]);
      terms++;
    }
  }
  assert.equal(ADHIK.key, 'lunar_month.adhik');
  // The catalogues hold these tables, the adhik prefix, the chart words, the varga names and the row tables; nothing else.
  const chartKeys = KEYS.filter((k) => k.startsWith('graha_abbr.') || k.startsWith('chart.') || k.startsWith('varga.'));
  assert.equal(chartKeys.length, 9 + 7 + 23);
  const rowKeys = KEYS.filter((k) => (ROW_TABLES as readonly string[]).includes(k.split('.')[0]!));
  assert.equal(terms + 1 + chartKeys.length + rowKeys.length, KEYS.length);
});

/** The ids of each row table's rows, read from the domain modules that declare them. */
const ROW_IDS: Record<RowTable, readonly string[]> = {
  festival: SERVED_FESTIVALS.map((r) => r.id),
  vrat: VRAT_ROWS.flatMap((r) => [r.id, ...Object.values(r.weekdayNames ?? {}).map((w) => w!.id)]),
  sankranti: SANKRANTI_NAMES.map((s) => s.id),
  sankranti_observance: SANKRANTI_OBSERVANCES.map((o) => o.id),
  muhurat_activity: MUHURAT_ACTIVITY_IDS,
  day_yoga: DAY_YOGA_IDS,
};

test('every row of a row table (festivals, vrats, sankrantis, observances, muhurat activities, day yogas) has its label in every language, and every label is a row', () => {
  // A row added without its catalogue entries fails here, naming the label id to add to each of the nine files.
  for (const table of ROW_TABLES) {
    const ids = ROW_IDS[table];
    assert.ok(ids.length > 0, table);
    assert.equal(new Set(ids).size, ids.length, `${table}: ids are unique`);
    for (const id of ids) {
      assert.ok(isLabelKey(`${table}.${id}`), `${table}.${id} is not in src/i18n/en.ts (add it to all nine catalogues)`);
      for (const lang of LANGS) assert.ok(rowLabel(table, id, lang).length > 0, `${lang} ${table}.${id}`);
    }
    const catalogued = KEYS.filter((k) => k.startsWith(`${table}.`)).map((k) => k.slice(table.length + 1));
    assert.deepEqual([...catalogued].sort(), [...ids].sort(), `${table}: the catalogues label exactly its rows`);
  }
  assert.throws(() => rowLabel('festival', 'no_such_festival', 'ta'), /festival\.no_such_festival/);
  assert.equal(rowLabel('festival', 'diwali', 'ta'), 'தீபாவளி (லட்சுமி பூஜை)');
  assert.equal(rowLabel('vrat', 'soma_pradosh', 'hi'), 'सोम प्रदोष');
  // The muhurat activities are catalogued terms: `label` reads them in every language.
  for (const a of MUHURAT_ACTIVITIES) for (const lang of LANGS) assert.equal(label(a, lang), rowLabel('muhurat_activity', a.id, lang));
});

test('a term not catalogued falls back to English in the languages without it; pairs give Hindi only for hi', () => {
  const uncatalogued: Term = { id: 'diwali', en: 'Diwali', hi: 'दीवाली' };
  assert.equal(label(uncatalogued, 'hi'), 'दीवाली');
  assert.equal(label(uncatalogued, 'ta'), 'Diwali');
  assert.equal(twoLang(uncatalogued, 'mr'), 'Diwali');
  assert.equal(twoLang(uncatalogued, 'hi'), 'दीवाली');
  assert.equal(isLabelKey('sign.aries'), true);
  assert.equal(isLabelKey('sign.ophiuchus'), false);
  assert.equal(isLabelKey('toString'), false);
});

test('prose is written in English and Hindi; the other seven fall back to English', () => {
  assert.deepEqual(
    LANGS.filter((l) => hasProse(l)),
    ['en', 'hi'],
  );
  assert.deepEqual(
    LANGS.map((l) => proseLang(l)),
    ['en', 'hi', 'en', 'en', 'en', 'en', 'en', 'en', 'en'],
  );
});

test('every label table has a recorded source in every language (src/i18n/sources.ts), none empty, and no source for a table the catalogues lack', () => {
  const tables = [...new Set(KEYS.map((k) => k.slice(0, k.indexOf('.'))))].sort();
  assert.ok(tables.length >= 40, `${tables.length} tables`);
  assert.deepEqual(Object.keys(TABLE_SOURCES).sort(), tables);
  for (const table of tables as LabelTable[]) {
    for (const lang of LANGS) {
      const source = tableSource(table, lang);
      assert.ok(source.from.trim().length >= 10, `${lang} ${table}: ${source.from}`);
      if (source.checked !== undefined) assert.ok(source.checked.trim().length > 0, `${lang} ${table}: checked names nothing`);
    }
  }
});
