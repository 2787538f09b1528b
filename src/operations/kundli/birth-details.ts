/**
 * POST /v1/kundli/birth-details: the Avakhada chakra of the Moon, machine ids
 * with their display text in `lang` (docs/kundli.md).
 */
import { Type, type Static } from '@sinclair/typebox';
import { grahaTerm, NAKSHATRAS, SIGNS, YOGAS, karanaTerm, pakshaOf, termOf, tithiTerm, type Lang, type Term } from '../../core/glossary.ts';
import type { Warning } from '../../core/warnings.ts';
import { avakhadaOf } from '../../domain/avakhada/index.ts';
import type { Chart } from '../../domain/chart/index.ts';
import type { Gana, Nadi, Varna, Vashya, Yoni } from '../../domain/matching/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest, CHART_META, PLACE_META } from '../schemas.ts';
import { chartOf, prepareBirthTask } from '../birth.ts';
import { compactObject, labelOf, presentationOf, timeWarnings, type Presentation } from '../shared/present.ts';
import { OMITTED_UNKNOWN } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

const machineId = (what = 'Machine id') => Type.Optional(Type.String({ description: what }));
export const BirthDetailsData = Type.Object({
  varna: machineId(),
  vashya: machineId(),
  yoni: machineId(),
  gana: machineId(),
  nadi: machineId(),
  nakshatra: machineId(),
  nakshatra_lord: machineId(),
  rashi: machineId(),
  rashi_lord: machineId(),
  tithi: machineId(),
  paksha: machineId(),
  yoga: machineId(),
  karana: machineId(),
  paya: machineId(`Machine id; ${OMITTED_UNKNOWN}`),
  tatva: machineId(),
  nakshatra_pada: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  naamakshar: Type.Optional(Type.String({ description: "Syllable of the Moon's nakshatra pada (Devanagari with lang=hi)" })),
  labels: Type.Optional(
    Type.Record(Type.String(), Type.String(), { description: 'Display text of each field in `lang`; omitted with view=compact' }),
  ),
});
export type BirthDetailsData = Static<typeof BirthDetailsData>;

/** A term of the Avakhada tables: its labels are the catalogues' `<table>.<id>` (src/i18n). */
function t(table: string, id: string): Term {
  return termOf(table, id);
}

export const VARNA_TERMS: Readonly<Record<Varna, Term>> = {
  brahmin: t('varna', 'brahmin'),
  kshatriya: t('varna', 'kshatriya'),
  vaishya: t('varna', 'vaishya'),
  shudra: t('varna', 'shudra'),
};
export const TATVAS = [t('tatva', 'agni'), t('tatva', 'prithvi'), t('tatva', 'vayu'), t('tatva', 'jala')];

/** Display text of the Avakhada values; the tables themselves are the matching group's (one source for both). */
export const VASHYA_TERMS: Readonly<Record<Vashya, Term>> = {
  chatushpada: t('vashya', 'chatushpada'),
  manava: t('vashya', 'manava'),
  jalachara: t('vashya', 'jalachara'),
  vanachara: t('vashya', 'vanachara'),
  keeta: t('vashya', 'keeta'),
};
export const YONI_TERMS: Readonly<Record<Yoni, Term>> = {
  horse: t('yoni', 'horse'),
  elephant: t('yoni', 'elephant'),
  sheep: t('yoni', 'sheep'),
  serpent: t('yoni', 'serpent'),
  dog: t('yoni', 'dog'),
  cat: t('yoni', 'cat'),
  rat: t('yoni', 'rat'),
  cow: t('yoni', 'cow'),
  buffalo: t('yoni', 'buffalo'),
  tiger: t('yoni', 'tiger'),
  deer: t('yoni', 'deer'),
  monkey: t('yoni', 'monkey'),
  mongoose: t('yoni', 'mongoose'),
  lion: t('yoni', 'lion'),
};
export const GANA_TERMS: Readonly<Record<Gana, Term>> = {
  deva: t('gana', 'deva'),
  manushya: t('gana', 'manushya'),
  rakshasa: t('gana', 'rakshasa'),
};
export const NADI_TERMS: Readonly<Record<Nadi, Term>> = {
  adi: t('nadi', 'adi'),
  madhya: t('nadi', 'madhya'),
  antya: t('nadi', 'antya'),
};

/** Paya by index (src/domain/avakhada payaIndexOfMoonHouse): gold, silver, copper, iron. */
export const PAYAS = [t('paya', 'swarna'), t('paya', 'rajata'), t('paya', 'tamra'), t('paya', 'loha')];

/** Naamakshar syllables per nakshatra pada (108), English transliteration and Devanagari. */
const SYLLABLES_EN = [
  'Chu',
  'Che',
  'Cho',
  'La',
  'Li',
  'Lu',
  'Le',
  'Lo',
  'A',
  'I',
  'U',
  'E',
  'O',
  'Va',
  'Vi',
  'Vu',
  'Ve',
  'Vo',
  'Ka',
  'Ki',
  'Ku',
  'Gha',
  'Nga',
  'Chha',
  'Ke',
  'Ko',
  'Ha',
  'Hi',
  'Hu',
  'He',
  'Ho',
  'Da',
  'Di',
  'Du',
  'De',
  'Do',
  'Ma',
  'Mi',
  'Mu',
  'Me',
  'Mo',
  'Ta',
  'Ti',
  'Tu',
  'Te',
  'To',
  'Pa',
  'Pi',
  'Pu',
  'Sha',
  'Na',
  'Tha',
  'Pe',
  'Po',
  'Ra',
  'Ri',
  'Ru',
  'Re',
  'Ro',
  'Ta',
  'Ti',
  'Tu',
  'Te',
  'To',
  'Na',
  'Ni',
  'Nu',
  'Ne',
  'No',
  'Ya',
  'Yi',
  'Yu',
  'Ye',
  'Yo',
  'Bha',
  'Bhi',
  'Bhu',
  'Dha',
  'Pha',
  'Dha',
  'Bhe',
  'Bho',
  'Ja',
  'Ji',
  'Khi',
  'Khu',
  'Khe',
  'Kho',
  'Ga',
  'Gi',
  'Gu',
  'Ge',
  'Go',
  'Sa',
  'Si',
  'Su',
  'Se',
  'So',
  'Da',
  'Di',
  'Du',
  'Tha',
  'Jha',
  'Na',
  'De',
  'Do',
  'Cha',
  'Chi',
];
const SYLLABLES_HI = [
  'चू',
  'चे',
  'चो',
  'ला',
  'ली',
  'लू',
  'ले',
  'लो',
  'अ',
  'इ',
  'उ',
  'ए',
  'ओ',
  'वा',
  'वी',
  'वू',
  'वे',
  'वो',
  'का',
  'की',
  'कू',
  'घ',
  'ङ',
  'छ',
  'के',
  'को',
  'हा',
  'ही',
  'हू',
  'हे',
  'हो',
  'डा',
  'डी',
  'डू',
  'डे',
  'डो',
  'मा',
  'मी',
  'मू',
  'मे',
  'मो',
  'टा',
  'टी',
  'टू',
  'टे',
  'टो',
  'पा',
  'पी',
  'पू',
  'ष',
  'ण',
  'ठ',
  'पे',
  'पो',
  'रा',
  'री',
  'रू',
  'रे',
  'रो',
  'ता',
  'ती',
  'तू',
  'ते',
  'तो',
  'ना',
  'नी',
  'नू',
  'ने',
  'नो',
  'या',
  'यी',
  'यू',
  'ये',
  'यो',
  'भा',
  'भी',
  'भू',
  'धा',
  'फा',
  'ढा',
  'भे',
  'भो',
  'जा',
  'जी',
  'खी',
  'खू',
  'खे',
  'खो',
  'गा',
  'गी',
  'गू',
  'गे',
  'गो',
  'सा',
  'सी',
  'सू',
  'से',
  'सो',
  'दा',
  'दी',
  'दू',
  'थ',
  'झ',
  'ञ',
  'दे',
  'दो',
  'चा',
  'ची',
];
function naamaksharOf(padaIndex: number, lang: Lang): string {
  return (lang === 'hi' ? SYLLABLES_HI : SYLLABLES_EN)[padaIndex]!;
}

const MOON_FIELDS = ['nakshatra', 'nakshatra_pada', 'nakshatra_lord', 'yoni', 'gana', 'nadi', 'naamakshar'];

/**
 * The answer of POST /v1/kundli/birth-details for a chart: machine ids in the
 * fields; with view full, `labels` maps each field to its display text in
 * `lang`. Paya needs the Moon's house, so it is left out (and warned about)
 * when the time is unknown.
 */
export function presentBirthDetails(chart: Chart, p: Presentation): { data: BirthDetailsData; warnings: Warning[] } {
  const a = avakhadaOf(chart);
  const terms: Record<string, Term> = {
    varna: VARNA_TERMS[a.varna],
    vashya: VASHYA_TERMS[a.vashya],
    yoni: YONI_TERMS[a.yoni],
    gana: GANA_TERMS[a.gana],
    nadi: NADI_TERMS[a.nadi],
    nakshatra: NAKSHATRAS[a.nakshatraIndex]!,
    nakshatra_lord: grahaTerm(a.nakshatraLord),
    rashi: SIGNS[a.rashiIndex]!,
    rashi_lord: grahaTerm(a.rashiLord),
    tithi: tithiTerm(a.tithiIndex),
    paksha: pakshaOf(a.tithiIndex),
    yoga: YOGAS[a.yogaIndex]!,
    karana: karanaTerm(a.karanaIndex),
    tatva: TATVAS[a.elementIndex]!,
  };
  if (a.payaIndex !== null) terms.paya = PAYAS[a.payaIndex]!;
  const data: Record<string, unknown> = {};
  const labels: Record<string, string> = {};
  for (const [k, term] of Object.entries(terms)) {
    data[k] = term.id;
    const l = labelOf(term, p);
    if (l !== undefined) labels[k] = l;
  }
  data.nakshatra_pada = a.padaNumber;
  data.naamakshar = naamaksharOf(a.padaIndex, p.lang);
  if (p.view === 'full') data.labels = labels;
  return { data: compactObject(data) as BirthDetailsData, warnings: timeWarnings(chart, ['paya'], MOON_FIELDS, ['paya']) };
}

export const kundliBirthDetails = defineOperation({
  id: 'kundliBirthDetails',
  method: 'POST',
  path: '/v1/kundli/birth-details',
  credits: 1,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Avakhada details',
  description: 'The Avakhada chakra of the Moon.',
  input: BirthRequest,
  output: BirthDetailsData,
  prepare: prepareBirthTask,
  compute: (task) => presentBirthDetails(chartOf(task), presentationOf(task.options)),
});
