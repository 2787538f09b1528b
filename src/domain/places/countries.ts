/**
 * Country names from ICU (Intl.DisplayNames, CLDR data in Node's full ICU):
 * English names for PlaceResult.country, and English and Hindi names, codes and
 * a few common short forms for matching a `country` filter or "City, Country".
 */
import { normaliseName } from './normalise.ts';

const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const englishShort = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
const hindi = new Intl.DisplayNames(['hi'], { type: 'region', fallback: 'none' });

/** Everyday names ICU does not give as the English or short name. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  uae: 'AE',
  'czech republic': 'CZ',
  turkey: 'TR',
  burma: 'MM',
  'ivory coast': 'CI',
  'dr congo': 'CD',
  drc: 'CD',
  'democratic republic of the congo': 'CD',
  'republic of the congo': 'CG',
  holland: 'NL',
  'south korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  vietnam: 'VN',
  laos: 'LA',
  syria: 'SY',
  iran: 'IR',
  'east timor': 'TL',
  swaziland: 'SZ',
  macedonia: 'MK',
  'cape verde': 'CV',
  'vatican city': 'VA',
  palestine: 'PS',
  bharat: 'IN',
  hindustan: 'IN',
};

let table: Map<string, string> | undefined;

function countryTable(): Map<string, string> {
  if (table) return table;
  table = new Map();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // Deprecated codes (DD, BU, YU, ...) canonicalise to their successor; skip them.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = english.of(code);
      // ICU returns undefined for unassigned codes with fallback 'none'; skip the
      // user-assigned and grouping codes (QO, XA, EU, UN, ...) that are not countries.
      if (name === undefined || (/^(Q[M-Z]|X[A-Z]|EU|EZ|UN|ZZ|AA)$/.test(code) && code !== 'XK')) continue;
      table.set(code.toLowerCase(), code);
      for (const n of [name, englishShort.of(code), hindi.of(code)]) {
        if (n === undefined) continue;
        const key = normaliseName(n);
        if (key && !table.has(key)) table.set(key, code);
        // "Myanmar (Burma)", "Congo - Kinshasa": also the part before the bracket or dash.
        const head = normaliseName(n.split(/\s[(–-]/)[0] ?? '');
        if (head && !table.has(head)) table.set(head, code);
      }
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) table.set(alias, code);
  return table;
}

/** ISO 3166-1 alpha-2 code for a code, English or Hindi name, or common alias; undefined when unknown. */
export function countryCodeOf(text: string): string | undefined {
  return countryTable().get(normaliseName(text));
}

/** English country name for an ISO code (the code itself when ICU has no name). */
export function countryName(code: string): string {
  return english.of(code) ?? code;
}
