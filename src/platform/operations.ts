/**
 * The one table of the 53 operations of api-v1.md: method, path, credit cost,
 * accepted key kinds and usage group. Routes take their method, path, cost and
 * key kinds from here (src/http/route.ts), so a cost is never written twice.
 * Paths use OpenAPI templates: `{name}` is one path segment (or the part of a
 * segment before a literal suffix, as in `/v1/charts/{varga}.svg`).
 */

export type KeyKind = 'test' | 'live' | 'publishable';
export type HttpMethod = 'GET' | 'POST';

export const OPERATION_GROUPS = [
  'places', 'kundli', 'dasha', 'dosha', 'match', 'panchang', 'muhurat', 'calendar', 'horoscope', 'transits',
  'numerology', 'charts', 'kp', 'lal_kitab', 'varshaphal', 'platform',
] as const;
export type OperationGroup = (typeof OPERATION_GROUPS)[number];

export interface Operation {
  method: HttpMethod;
  path: string;
  /** Credits charged per successful (2xx) call on a live key. */
  credits: 0 | 1 | 2 | 3 | 5;
  /** Key kinds accepted; empty means no key is needed. */
  keyKinds: readonly KeyKind[];
  group: OperationGroup;
  summary: string;
}

/** Secret keys: test or live (api-v1.md, Authentication). */
const SECRET: readonly KeyKind[] = ['test', 'live'];
/** Secret or publishable. */
const PUBLISHABLE: readonly KeyKind[] = ['test', 'live', 'publishable'];
const NONE: readonly KeyKind[] = [];

function op(method: HttpMethod, path: string, credits: Operation['credits'], keyKinds: readonly KeyKind[],
  group: OperationGroup, summary: string): Operation {
  return { method, path, credits, keyKinds, group, summary };
}

export const OPERATIONS = {
  // Places and timezone
  placesSearch: op('GET', '/v1/places/search', 1, SECRET, 'places', 'Search places'),
  placeGet: op('GET', '/v1/places/{place_id}', 1, SECRET, 'places', 'Get a place'),
  placesReverse: op('GET', '/v1/places/reverse', 1, SECRET, 'places', 'Nearest places to coordinates'),
  timezone: op('POST', '/v1/timezone', 1, SECRET, 'places', 'Time zone and UTC offset at a moment and place'),
  // Kundli
  kundli: op('POST', '/v1/kundli', 2, SECRET, 'kundli', 'Birth chart'),
  kundliBirthDetails: op('POST', '/v1/kundli/birth-details', 1, SECRET, 'kundli', 'Avakhada details'),
  kundliDivisional: op('POST', '/v1/kundli/divisional', 2, SECRET, 'kundli', 'Divisional charts'),
  kundliAspects: op('POST', '/v1/kundli/aspects', 1, SECRET, 'kundli', 'Graha drishti'),
  kundliYogas: op('POST', '/v1/kundli/yogas', 2, SECRET, 'kundli', 'Yogas present'),
  kundliAshtakavarga: op('POST', '/v1/kundli/ashtakavarga', 2, SECRET, 'kundli', 'Bhinna and Sarva Ashtakavarga'),
  kundliShadbala: op('POST', '/v1/kundli/shadbala', 2, SECRET, 'kundli', 'Shadbala of the seven grahas'),
  planetsPositions: op('POST', '/v1/planets/positions', 1, SECRET, 'kundli', 'Sidereal positions of the nine grahas'),
  // Dasha
  dashaVimshottari: op('POST', '/v1/dasha/vimshottari', 2, SECRET, 'dasha', 'Vimshottari dasha periods'),
  dashaVimshottariCurrent: op('POST', '/v1/dasha/vimshottari/current', 2, SECRET, 'dasha', 'Running Vimshottari periods'),
  dashaYogini: op('POST', '/v1/dasha/yogini', 2, SECRET, 'dasha', 'Yogini dasha periods'),
  dashaChara: op('POST', '/v1/dasha/chara', 2, SECRET, 'dasha', 'Jaimini Chara dasha and karakas'),
  // Doshas
  doshaManglik: op('POST', '/v1/dosha/manglik', 1, SECRET, 'dosha', 'Manglik dosha'),
  doshaKaalSarp: op('POST', '/v1/dosha/kaal-sarp', 1, SECRET, 'dosha', 'Kaal Sarp dosha'),
  doshaSadeSati: op('POST', '/v1/dosha/sade-sati', 1, SECRET, 'dosha', 'Sade Sati'),
  // Matchmaking
  matchAshtakoot: op('POST', '/v1/match/ashtakoot', 1, SECRET, 'match', 'Ashtakoot matching'),
  matchManglik: op('POST', '/v1/match/manglik', 2, SECRET, 'match', 'Manglik match'),
  // Panchang and muhurat
  panchang: op('GET', '/v1/panchang', 1, PUBLISHABLE, 'panchang', 'Panchang of a day'),
  panchangChoghadiya: op('GET', '/v1/panchang/choghadiya', 1, PUBLISHABLE, 'panchang', 'Choghadiya periods'),
  panchangHora: op('GET', '/v1/panchang/hora', 1, PUBLISHABLE, 'panchang', 'The 24 planetary hours of a day'),
  muhuratActivities: op('GET', '/v1/muhurat/activities', 0, PUBLISHABLE, 'muhurat', 'Muhurat activities'),
  muhuratSearch: op('GET', '/v1/muhurat/search', 2, SECRET, 'muhurat', 'Muhurat search'),
  muhuratPersonal: op('POST', '/v1/muhurat/personal', 3, SECRET, 'muhurat', 'Personal muhurat'),
  // Calendar
  calendarTithis: op('GET', '/v1/calendar/tithis', 1, PUBLISHABLE, 'calendar', 'Tithis of a date range'),
  calendarEkadashi: op('GET', '/v1/calendar/ekadashi', 1, PUBLISHABLE, 'calendar', 'Ekadashis of a year'),
  calendarFestivals: op('GET', '/v1/calendar/festivals', 2, PUBLISHABLE, 'calendar', 'Festivals of a year'),
  // Horoscopes
  horoscopeSign: op('GET', '/v1/horoscope/{sign}', 1, PUBLISHABLE, 'horoscope', 'Horoscope of one sign'),
  horoscopeAll: op('GET', '/v1/horoscope', 5, PUBLISHABLE, 'horoscope', 'Horoscopes of all signs'),
  horoscopePersonal: op('POST', '/v1/horoscope/personal', 2, SECRET, 'horoscope', 'Horoscope from the Moon sign'),
  // Transits
  transits: op('GET', '/v1/transits', 1, PUBLISHABLE, 'transits', 'Ingresses, stations and combustion'),
  transitsNatal: op('POST', '/v1/transits/natal', 2, SECRET, 'transits', 'Transits over a birth chart'),
  // Numerology
  numerologyCore: op('POST', '/v1/numerology/core', 1, SECRET, 'numerology', 'Core numbers'),
  numerologyName: op('POST', '/v1/numerology/name', 1, SECRET, 'numerology', 'Name number'),
  numerologyMobile: op('POST', '/v1/numerology/mobile', 1, SECRET, 'numerology', 'Mobile number'),
  numerologyLoshu: op('POST', '/v1/numerology/loshu', 1, SECRET, 'numerology', 'Lo Shu grid'),
  numerologyCompatibility: op('POST', '/v1/numerology/compatibility', 1, SECRET, 'numerology', 'Numerology compatibility'),
  // Chart images
  chartSvg: op('POST', '/v1/charts/{varga}.svg', 2, SECRET, 'charts', 'Chart image (SVG)'),
  chartPng: op('POST', '/v1/charts/{varga}.png', 3, SECRET, 'charts', 'Chart image (PNG)'),
  // KP
  kpChart: op('POST', '/v1/kp/chart', 2, SECRET, 'kp', 'KP chart'),
  kpSignificators: op('POST', '/v1/kp/significators', 2, SECRET, 'kp', 'KP significators'),
  kpRulingPlanets: op('GET', '/v1/kp/ruling-planets', 1, PUBLISHABLE, 'kp', 'KP ruling planets'),
  kpHorary: op('GET', '/v1/kp/horary', 2, PUBLISHABLE, 'kp', 'KP horary'),
  // Lal Kitab
  lalKitabChart: op('POST', '/v1/lal-kitab/chart', 2, SECRET, 'lal_kitab', 'Lal Kitab chart'),
  lalKitabDebts: op('POST', '/v1/lal-kitab/debts', 1, SECRET, 'lal_kitab', 'Lal Kitab debts'),
  lalKitabVarshphal: op('POST', '/v1/lal-kitab/varshphal', 2, SECRET, 'lal_kitab', 'Lal Kitab annual chart'),
  lalKitabRemedies: op('POST', '/v1/lal-kitab/remedies', 1, SECRET, 'lal_kitab', 'Lal Kitab remedies'),
  // Annual
  varshaphal: op('POST', '/v1/varshaphal', 3, SECRET, 'varshaphal', 'Tajik varshaphal'),
  // Platform
  usage: op('GET', '/v1/usage', 0, SECRET, 'platform', 'Credit usage of the billing period'),
  metaConventions: op('GET', '/v1/meta/conventions', 0, NONE, 'platform', 'Calculation conventions'),
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof OPERATIONS;
export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];
