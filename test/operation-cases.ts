/**
 * Valid requests of every operation, by operation id: [path with its
 * parameters filled, body (POST) or query (GET)]. Each must answer 200. Shared
 * by the response-schema property test and the date-range sweep.
 */
import { BIRTH } from './http/helpers.ts';

const PAIR = {
  person_a: BIRTH,
  person_b: { ...BIRTH, date: '1992-02-29', time: '06:10', place: { latitude: -33.8688, longitude: 151.2093 }, timezone: 'auto' },
};
const UNKNOWN = { date: '1985-01-26', time_accuracy: 'unknown', place: { latitude: 51.5074, longitude: -0.1278 } };
const APPROX = { ...BIRTH, time_accuracy: 'approximate' };
const birthBodies = (extra: Record<string, unknown> = {}) => [
  { birth: BIRTH, ...extra },
  { birth: UNKNOWN, options: { lang: 'hi', view: 'compact' }, ...extra },
  { birth: APPROX, options: { ayanamsa: 'raman', node: 'mean' }, ...extra },
  { birth: { ...BIRTH, place: { query: 'Ujjain' } }, options: { lang: 'hi' }, ...extra },
];
/** KP needs a known time and fixes its own ayanamsa: no unknown time, no options.ayanamsa (Lal Kitab reuses these: it needs the lagna). */
const kpBodies = () => [
  { birth: BIRTH },
  { birth: APPROX, options: { node: 'true', view: 'compact' } },
  { birth: { ...BIRTH, place: { query: 'Ujjain' } }, options: { lang: 'hi' } },
  { birth: { ...BIRTH, place: { latitude: -54.8019, longitude: -68.303 }, timezone: 'auto' } },
];
const DAY = { date: '2026-11-21', lat: 23.18, lon: 75.78 };
/** A chart instead of a birth (docs/births.md): the example birth's longitudes, and the same chart by signs. */
const CHART = {
  lagna: { longitude: 150.4 },
  sun: { longitude: 30.55 },
  moon: { longitude: 271.89 },
  mars: { longitude: 324.52 },
  mercury: { longitude: 14.3 },
  jupiter: { longitude: 75.79 },
  venus: { longitude: 348.95 },
  saturn: { longitude: 271.53 },
  rahu: { longitude: 286.53 },
  ketu: { longitude: 106.53 },
};
const CHART_SIGNS = Object.fromEntries(Object.entries(CHART).map(([k, v]) => [k, { sign: Math.floor(v.longitude / 30) }]));
const chartBodies = (extra: Record<string, unknown> = {}) => [
  { chart: CHART, ...extra },
  { chart: CHART_SIGNS, options: { lang: 'hi', view: 'compact' }, ...extra },
];

/** Valid requests of every operation: [path with parameters filled, body or query]. Each must answer 200. */
export const CASES: Record<string, [string, Record<string, unknown>][]> = {
  metaConventions: [['/v1/meta/conventions', {}]],
  usage: [['/v1/usage', {}]],
  feedsMint: [['/v1/feeds', { operation: '/v1/calendar/ekadashi', query: { year: 2026, lat: 28.6139, lon: 77.209 } }]],
  // A well-formed token no key minted: 401 (test/http/feed-tokens.test.ts fetches minted ones).
  feedsFetch: [['/v1/feeds/ft_0123456789abcdefghijABCDEFGHIJkl.ics', {}]],
  placesSearch: [
    ['/v1/places/search', { q: 'Ujjain' }],
    ['/v1/places/search', { q: 'ujj', country: 'IN', limit: 3 }],
  ],
  placeGet: [['/v1/places/gn:1253914', {}]],
  placesReverse: [
    ['/v1/places/reverse', { lat: 23.18, lon: 75.78 }],
    ['/v1/places/reverse', { lat: 23.18, lon: 75.78, limit: 2 }],
  ],
  timezone: [
    ['/v1/timezone', { latitude: 51.5074, longitude: -0.1278, datetime: '2026-03-29T01:30:00' }],
    ['/v1/timezone', { latitude: 22.5726, longitude: 88.3639, datetime: '1890-01-01T12:00:00Z' }],
  ],
  kundli: birthBodies().map((b) => ['/v1/kundli', b]),
  kpChart: kpBodies().map((b) => ['/v1/kp/chart', b]),
  kpSignificators: kpBodies().map((b) => ['/v1/kp/significators', b]),
  kundliBirthDetails: birthBodies().map((b) => ['/v1/kundli/birth-details', b]),
  kundliDivisional: [
    ...birthBodies({ vargas: ['D1', 'D2', 'D9', 'D30', 'D60'] }),
    { chart: CHART, vargas: ['D1', 'D9', 'D60'] },
    {
      chart: CHART,
      vargas: ['D2', 'D9', 'D11', 'D30', 'D144'],
      options: { varga_methods: { D2: 'somanatha', D9: 'kalachakra', D11: 'raman', D30: 'from_sign' } },
    },
    { chart: CHART_SIGNS, vargas: ['D1'] },
  ].map((b) => ['/v1/kundli/divisional', b]),
  kundliAspects: [...birthBodies(), ...chartBodies()].map((b) => ['/v1/kundli/aspects', b]),
  kundliYogas: [...birthBodies(), ...chartBodies()].map((b) => ['/v1/kundli/yogas', b]),
  kundliAshtakavarga: [...birthBodies(), ...chartBodies()].map((b) => ['/v1/kundli/ashtakavarga', b]),
  kundliShadbala: birthBodies().map((b) => ['/v1/kundli/shadbala', b]),
  planetsPositions: [
    ...birthBodies().map((b): [string, Record<string, unknown>] => ['/v1/planets/positions', b]),
    ['/v1/planets/positions', { at: '2026-11-21T06:00:00+05:30', options: { view: 'compact' } }],
  ],
  dashaVimshottari: [
    ...birthBodies().map((b): [string, Record<string, unknown>] => ['/v1/dasha/vimshottari', b]),
    ['/v1/dasha/vimshottari', { birth: BIRTH, depth: 5, from: '2026-01-01', to: '2026-01-20' }],
  ],
  dashaVimshottariCurrent: birthBodies({ at: '2026-11-21T06:00:00+05:30' }).map((b) => ['/v1/dasha/vimshottari/current', b]),
  dashaYogini: [
    ...birthBodies().map((b): [string, Record<string, unknown>] => ['/v1/dasha/yogini', b]),
    ['/v1/dasha/yogini', { birth: BIRTH, depth: 2, from: '2026-01-01', to: '2027-12-31', options: { lang: 'hi' } }],
  ],
  dashaChara: [
    ['/v1/dasha/chara', { birth: BIRTH }],
    ['/v1/dasha/chara', { birth: APPROX, options: { lang: 'hi' } }],
  ],
  dashaSystem: [
    ...birthBodies({ depth: 3 }).map((b): [string, Record<string, unknown>] => ['/v1/dasha/systems/ashtottari', b]),
    ['/v1/dasha/systems/yogini', { birth: UNKNOWN, tribhagi: true, starting_star: 'adhana', options: { lang: 'hi' } }],
    ['/v1/dasha/systems/shashtihayani', { birth: BIRTH, depth: 2, from: '2026-01-01', to: '2026-12-31' }],
    ['/v1/dasha/systems/narayana', { birth: BIRTH }],
    ['/v1/dasha/systems/shoola', { birth: APPROX, depth: 2, options: { lang: 'hi' } }],
    ['/v1/dasha/systems/chara', { birth: BIRTH, depth: 1 }],
    ['/v1/dasha/systems/sthira', { birth: BIRTH }],
    ['/v1/dasha/systems/kalachakra', { birth: UNKNOWN, depth: 2, options: { lang: 'hi' } }],
  ],
  doshaManglik: [...birthBodies(), ...chartBodies(), { birth: BIRTH, manglik_rules: 'raman' }].map((b) => ['/v1/dosha/manglik', b]),
  // By signs the Moon and Saturn share Rahu's sign: their degrees and Rahu's decide.
  doshaKaalSarp: [
    ...birthBodies(),
    { chart: CHART },
    { chart: { ...CHART_SIGNS, moon: CHART.moon, saturn: CHART.saturn, rahu: CHART.rahu } },
  ].map((b) => ['/v1/dosha/kaal-sarp', b]),
  doshaSadeSati: birthBodies({ at: '2026-11-21T06:00:00+05:30' }).map((b) => ['/v1/dosha/sade-sati', b]),
  lalKitabChart: kpBodies().map((b) => ['/v1/lal-kitab/chart', b]),
  lalKitabDebts: kpBodies().map((b) => ['/v1/lal-kitab/debts', b]),
  lalKitabRemedies: kpBodies().map((b) => ['/v1/lal-kitab/remedies', b]),
  // The first case asks by year of life: the date-range sweep moves the birth to 1800 and 2399, where a calendar year may precede it.
  lalKitabVarshphal: [
    ['/v1/lal-kitab/varshphal', { birth: BIRTH, year_of_life: 37 }],
    ...kpBodies().map((b): [string, Record<string, unknown>] => ['/v1/lal-kitab/varshphal', { ...b, year: 2026 }]),
    ['/v1/lal-kitab/varshphal', { birth: BIRTH, year: 2100, options: { ayanamsa: 'raman', lang: 'hi' } }],
    ['/v1/lal-kitab/varshphal', { birth: BIRTH, year_of_life: 150 }],
  ],
  matchAshtakoot: [
    ['/v1/match/ashtakoot', PAIR],
    ['/v1/match/ashtakoot', { ...PAIR, person_b: UNKNOWN, options: { lang: 'hi' } }],
    ['/v1/match/ashtakoot', { ...PAIR, varna_table: 'air_vaishya', vashya_table: 'maitreya', tara_count: 'from_bride' }],
  ],
  matchPorutham: [
    ['/v1/match/porutham', PAIR],
    ['/v1/match/porutham', { ...PAIR, person_a: UNKNOWN, options: { lang: 'hi' } }],
  ],
  matchManglik: [
    ['/v1/match/manglik', PAIR],
    ['/v1/match/manglik', { ...PAIR, person_a: UNKNOWN }],
    ['/v1/match/manglik', { ...PAIR, manglik_rules: 'raman' }],
  ],
  matchGhatakChakra: [
    ['/v1/match/ghatak-chakra', PAIR],
    ['/v1/match/ghatak-chakra', { ...PAIR, person_b: UNKNOWN }],
  ],
  panchang: [
    ['/v1/panchang', DAY],
    ['/v1/panchang', { date: '2026-03-29', lat: 51.5074, lon: -0.1278, lang: 'hi' }],
    ['/v1/panchang', { date: '2026-06-21', place_id: 'gn:1253914' }],
    ['/v1/panchang', { date: '2026-10-18', lat: 13.0827, lon: 80.2707, regional: true, lang: 'hi' }],
  ],
  panchangChoghadiya: [
    ['/v1/panchang/choghadiya', DAY],
    ['/v1/panchang/choghadiya', { ...DAY, lang: 'hi' }],
  ],
  panchangHora: [
    ['/v1/panchang/hora', DAY],
    ['/v1/panchang/hora', { ...DAY, lang: 'hi' }],
    ['/v1/panchang/hora', { date: DAY.date, place: 'Ujjain' }],
  ],
  panchangRange: [
    ['/v1/panchang/range', { from: '2026-11-21', to: '2026-11-27', lat: 23.18, lon: 75.78 }],
    ['/v1/panchang/range', { from: '2026-03-01', to: '2026-03-31', lat: 40.7128, lon: -74.006, lang: 'hi' }],
    ['/v1/panchang/range', { from: '2026-11-21', to: '2026-11-22', lat: 23.18, lon: 75.78, include: 'choghadiya,hora' }],
    ['/v1/panchang/range', { from: '2026-12-10', to: '2027-01-20', lat: 23.18, lon: 75.78, regional: true }],
  ],
  panchangBatch: [
    [
      '/v1/panchang/batch',
      {
        from: '2026-11-21',
        to: '2026-11-23',
        places: [{ lat: 23.18, lon: 75.78 }, { lat: 64.1466, lon: -21.9426 }, { place_id: 'gn:1253914' }],
      },
    ],
    [
      '/v1/panchang/batch',
      { from: '2026-11-21', to: '2026-11-22', places: [{ lat: 40.7128, lon: -74.006 }], include: ['hora'], lang: 'hi' },
    ],
  ],
  transits: [
    ['/v1/transits', { from: '2026-01-01', to: '2026-03-31' }],
    [
      '/v1/transits',
      {
        from: '2025-05-01',
        to: '2025-06-30',
        planets: 'rahu,ketu,jupiter',
        types: 'ingress,station_direct',
        node: 'mean',
        place_id: 'gn:1261481',
        limit: 5,
      },
    ],
    ['/v1/transits', { from: '2025-03-01', to: '2025-04-15', planets: 'mercury,venus', timezone: 'Asia/Kolkata' }],
  ],
  transitsNatal: birthBodies({ at: '2026-11-21T06:00:00+05:30' }).map((b) => ['/v1/transits/natal', b]),
  muhuratActivities: [
    ['/v1/muhurat/activities', {}],
    ['/v1/muhurat/activities', { lang: 'hi' }],
  ],
  muhuratSearch: [
    ['/v1/muhurat/search', { activity: 'marriage', from: '2026-11-01', to: '2026-12-15', place_id: 'gn:1261481' }],
    ['/v1/muhurat/search', { activity: 'travel', from: '2026-03-01', to: '2026-03-10', lat: 23.18, lon: 75.78, limit: 5, lang: 'hi' }],
  ],
  muhuratPersonal: [
    [
      '/v1/muhurat/personal',
      {
        birth: { date: '1990-05-15', time: '14:30', place: { query: 'Ujjain' } },
        activity: 'marriage',
        from: '2026-11-01',
        to: '2026-12-15',
        place_id: 'gn:1261481',
      },
    ],
    [
      '/v1/muhurat/personal',
      {
        birth: { date: '1992-11-03', time_accuracy: 'unknown', place: { latitude: 28.6139, longitude: 77.209 } },
        activity: 'griha-pravesh',
        from: '2026-02-01',
        to: '2026-02-10',
        limit: 5,
        lang: 'hi',
        options: { ayanamsa: 'lahiri' },
      },
    ],
  ],
  calendarTithis: [
    ['/v1/calendar/tithis', { from: '2026-11-01', to: '2026-12-31', lat: 23.18, lon: 75.78 }],
    ['/v1/calendar/tithis', { from: '2026-11-01', to: '2026-11-30', lat: 23.18, lon: 75.78, lang: 'hi' }],
  ],
  calendarEkadashi: [
    ['/v1/calendar/ekadashi', { year: 2026, lat: 23.18, lon: 75.78 }],
    ['/v1/calendar/ekadashi', { year: 2023, lat: 40.7128, lon: -74.006, lang: 'hi' }],
  ],
  calendarFestivals: [
    ['/v1/calendar/festivals', { year: 2026 }],
    ['/v1/calendar/festivals', { year: 2026, place_id: 'gn:1253914', lang: 'hi' }],
    ['/v1/calendar/festivals', { year: 1995, lat: 40.71427, lon: -74.00597, ids: 'holika_dahan,raksha_bandhan,krishna_janmashtami' }],
  ],
  calendarSankrantis: [
    ['/v1/calendar/sankrantis', { year: 2026 }],
    ['/v1/calendar/sankrantis', { year: 2024, place_id: 'gn:1253914', lang: 'hi', observances: 'vishu,pohela_boishakh' }],
    ['/v1/calendar/sankrantis', { year: 1900, lat: 40.71427, lon: -74.00597, sunrise: 'centre' }],
  ],
  calendarConvert: [
    ['/v1/calendar/convert', { date: '2026-11-08' }],
    ['/v1/calendar/convert', { date: '2026-04-14', place_id: 'gn:1253914', lang: 'hi' }],
    ['/v1/calendar/convert', { calendar: 'malayalam', year: 1202, month: 1, day: 1, lat: 9.9312, lon: 76.2673 }],
    ['/v1/calendar/convert', { calendar: 'bengali', year: 1433, month: 12, day: 30, lat: 22.5726, lon: 88.3639 }],
  ],
  calendarVrats: [
    ['/v1/calendar/vrats', { year: 2026 }],
    [
      '/v1/calendar/vrats',
      { year: 2025, place_id: 'gn:1253914', lang: 'hi', kinds: 'pradosh,sankashti_chaturthi', moonrise: 'upper_limb' },
    ],
    ['/v1/calendar/vrats', { year: 2100, lat: 40.71427, lon: -74.00597, traditions: 'shaiva', regions: 'all_india' }],
  ],
  calendarFind: [
    ['/v1/calendar/find', { kind: 'lunar', month: 'kartika', paksha: 'shukla', tithi: 11, from_year: 2026, to_year: 2027 }],
    [
      '/v1/calendar/find',
      {
        kind: 'lunar',
        month: 'ashwin',
        paksha: 'krishna',
        tithi: 15,
        month_system: 'purnimanta',
        rule: 'aparahna',
        from_year: 2100,
        lat: 40.71427,
        lon: -74.00597,
        lang: 'hi',
      },
    ],
    [
      '/v1/calendar/find',
      { kind: 'lunar', month: 'jyeshtha', paksha: 'shukla', tithi: 1, adhik: true, from_year: 2026, place_id: 'gn:1253914' },
    ],
    [
      '/v1/calendar/find',
      { kind: 'nakshatra', nakshatra: 'shravana', solar_month: 'simha', solar_calendar: 'kerala', from_year: 2024, lat: 9.93, lon: 76.27 },
    ],
    ['/v1/calendar/find', { kind: 'sankranti', sankranti: 'makara', from_year: 1900, to_year: 1901, sunrise: 'centre' }],
  ],
  calendarAnniversaries: [
    ['/v1/calendar/anniversaries', { birth: BIRTH, from_year: 2026, years: 2 }],
    [
      '/v1/calendar/anniversaries',
      { event: 'death', birth: { ...BIRTH, place: { query: 'Ujjain' } }, from_year: 2099, years: 2, lang: 'hi' },
    ],
    ['/v1/calendar/anniversaries', { birth: BIRTH, from_year: 2030, rule: 'madhyahna', solar_calendar: 'kerala' }],
  ],
  kpRulingPlanets: [
    ['/v1/kp/ruling-planets', { ...DAY, time: '10:30' }],
    ['/v1/kp/ruling-planets', { date: '2026-11-21', time: '05:00:30', place_id: 'gn:1253914', ayanamsa: 'kp_new' }],
    ['/v1/kp/ruling-planets', { lat: 40.7128, lon: -74.006 }],
  ],
  kpHorary: [
    ['/v1/kp/horary', { ...DAY, time: '10:30', number: 145 }],
    ['/v1/kp/horary', { date: '2026-11-21', time: '23:59:59', place_id: 'gn:1253914', ayanamsa: 'kp_new', number: 249 }],
    ['/v1/kp/horary', { lat: -33.8688, lon: 151.2093, number: 1 }],
  ],
  chartsSvg: [
    ...birthBodies({ style: 'north' }).map((b): [string, Record<string, unknown>] => ['/v1/charts/D1.svg', b]),
    ['/v1/charts/D60.svg', { birth: BIRTH, style: 'east', theme: 'dark', title: false }],
  ],
  chartsPng: [
    ['/v1/charts/D9.png', { birth: BIRTH, style: 'south', size: 200 }],
    ['/v1/charts/D30.png', { birth: UNKNOWN, options: { lang: 'hi' } }],
  ],
  horoscopeSign: [
    ['/v1/horoscope/leo', { date: '2026-11-08' }],
    ['/v1/horoscope/pisces', { period: 'weekly', date: '2026-11-08', lang: 'hi' }],
    ['/v1/horoscope/aries', { period: 'monthly', date: '2026-02-14', timezone: 'America/New_York' }],
    ['/v1/horoscope/capricorn', { period: 'yearly', date: '2026-06-30', timezone: '+05:45', lang: 'hi' }],
    ['/v1/horoscope/virgo', {}],
  ],
  horoscopeAll: [
    ['/v1/horoscope', { date: '2026-11-08' }],
    ['/v1/horoscope', { period: 'weekly', date: '2026-11-08', lang: 'hi' }],
  ],
  horoscopePersonal: [
    ['/v1/horoscope/personal', { birth: BIRTH, date: '2026-11-08' }],
    ['/v1/horoscope/personal', { birth: UNKNOWN, period: 'monthly', date: '2026-11-08', lang: 'hi', options: { ayanamsa: 'raman' } }],
    ['/v1/horoscope/personal', { birth: { ...BIRTH, place: { query: 'Ujjain' } }, period: 'yearly', date: '2026-01-01' }],
  ],
  varshaphal: [
    ['/v1/varshaphal', { birth: BIRTH, year: 2026 }],
    ['/v1/varshaphal', { birth: APPROX, year: 1990, options: { ayanamsa: 'raman', node: 'mean', lang: 'hi' } }],
    ['/v1/varshaphal', { birth: { ...BIRTH, place: { query: 'Ujjain' } }, year: 2100, options: { view: 'compact' } }],
    ['/v1/varshaphal', { birth: { ...BIRTH, place: { latitude: -54.8019, longitude: -68.303 }, timezone: 'auto' }, year: 2000 }],
  ],
  numerologyCore: [['/v1/numerology/core', { name: 'Maya Devi', date_of_birth: '1990-08-15' }]],
  numerologyName: [['/v1/numerology/name', { name: 'Maya' }]],
  numerologyMobile: [
    ['/v1/numerology/mobile', { number: '+91 98765 43210' }],
    ['/v1/numerology/mobile', { number: '1000003', options: { lang: 'hi' } }],
  ],
  numerologyLoshu: [['/v1/numerology/loshu', { date_of_birth: '1990-08-15' }]],
  numerologyCompatibility: [
    [
      '/v1/numerology/compatibility',
      { person_a: { name: 'Maya', date_of_birth: '1990-08-15' }, person_b: { name: 'Arjun', date_of_birth: '1988-01-02' } },
    ],
  ],
  eclipses: [
    ['/v1/eclipses', { year: 2026, place_id: 'gn:1261481' }],
    ['/v1/eclipses', { from: '2025-09-01', to: '2025-09-30', lat: 28.6139, lon: 77.209, lang: 'hi' }],
    ['/v1/eclipses', { year: 2024, lat: 78.22, lon: 15.65, kind: 'solar' }],
    ['/v1/eclipses', { year: 1900, lat: -33.8688, lon: 151.2093, kind: 'lunar' }],
  ],
  calendarYogas: [
    ['/v1/calendar/yogas', { year: 2027, place_id: 'gn:1261481', ids: 'guru_pushya' }],
    ['/v1/calendar/yogas', { from: '2026-01-01', to: '2026-03-31', lat: 28.6139, lon: 77.209, lang: 'hi' }],
    ['/v1/calendar/yogas', { from: '2026-06-01', to: '2026-06-30', lat: -33.8688, lon: 151.2093, ids: 'panchak,bhadra' }],
  ],
  calendarFestivalsBatch: [
    [
      '/v1/calendar/festivals/batch',
      { places: [{ place_id: 'gn:1261481' }, { lat: 40.7128, lon: -74.006 }], from_year: 2026, ids: 'diwali,holi' },
    ],
  ],
  calendarVratsBatch: [['/v1/calendar/vrats/batch', { places: [{ lat: 23.18, lon: 75.78 }], from_year: 2026, to_year: 2027, lang: 'hi' }]],
  calendarSankrantisBatch: [
    [
      '/v1/calendar/sankrantis/batch',
      {
        places: [
          { lat: 23.18, lon: 75.78 },
          { lat: 78.22, lon: 15.65 },
        ],
        from_year: 2026,
      },
    ],
  ],
  calendarEkadashiBatch: [['/v1/calendar/ekadashi/batch', { places: [{ place_id: 'gn:1261481' }, { place_id: 'gn:1' }], from_year: 2026 }]],
  calendarYogasBatch: [
    ['/v1/calendar/yogas/batch', { places: [{ lat: -33.8688, lon: 151.2093 }], from_year: 2026, ids: 'panchak,bhadra' }],
  ],
  eclipsesBatch: [['/v1/eclipses/batch', { places: [{ lat: 28.6139, lon: 77.209 }], from_year: 2026, to_year: 2027, kind: 'lunar' }]],
  muhuratSearchBatch: [
    ['/v1/muhurat/search/batch', { places: [{ lat: 23.18, lon: 75.78 }], from_year: 2026, activities: ['travel', 'marriage'] }],
  ],
  calendarMonth: [
    ['/v1/calendar/month', { year: 2026, month: 11, place_id: 'gn:1261481' }],
    ['/v1/calendar/month', { year: 2026, month: 2, lat: 40.7128, lon: -74.006, moonrise: 'upper_limb' }],
  ],
  calendarMonthBatch: [['/v1/calendar/month/batch', { places: [{ lat: 19.076, lon: 72.8777 }], from_year: 2026, to_year: 2027, month: 1 }]],
};
