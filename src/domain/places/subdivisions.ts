/**
 * Short forms of first-level divisions that people write after a city
 * ("Ujjain, MP", "London, ON") where GeoNames' own admin1 code is a number.
 * Each maps a normalised short form to the division's GeoNames admin1 name
 * (admin1CodesASCII.txt, as PlaceRecord.state holds it). US states need no
 * table: GeoNames' admin1 codes there are the postal codes (IL, NY, CA).
 */
import { normaliseName } from './normalise.ts';

/**
 * India: the ISO 3166-2:IN codes of the 28 states and 8 union territories
 * (ISO 3166 Maintenance Agency, Online Browsing Platform, iso.org/obp, code
 * IN), then codes ISO has since replaced but people still write (CT, OR, TG,
 * UT, UL, DN, DD), the vehicle-registration UA, and common short forms.
 */
const INDIA: Record<string, string> = {
  // ISO 3166-2:IN.
  an: 'Andaman and Nicobar',
  ap: 'Andhra Pradesh',
  ar: 'Arunachal Pradesh',
  as: 'Assam',
  br: 'Bihar',
  ch: 'Chandigarh',
  cg: 'Chhattisgarh',
  dh: 'Dadra and Nagar Haveli and Daman and Diu',
  dl: 'Delhi',
  ga: 'Goa',
  gj: 'Gujarat',
  hr: 'Haryana',
  hp: 'Himachal Pradesh',
  jk: 'Jammu and Kashmir',
  jh: 'Jharkhand',
  ka: 'Karnataka',
  kl: 'Kerala',
  la: 'Ladakh',
  ld: 'Lakshadweep',
  mp: 'Madhya Pradesh',
  mh: 'Maharashtra',
  mn: 'Manipur',
  ml: 'Meghalaya',
  mz: 'Mizoram',
  nl: 'Nagaland',
  od: 'Odisha',
  py: 'Puducherry',
  pb: 'Punjab',
  rj: 'Rajasthan',
  sk: 'Sikkim',
  tn: 'Tamil Nadu',
  ts: 'Telangana',
  tr: 'Tripura',
  up: 'Uttar Pradesh',
  uk: 'Uttarakhand',
  wb: 'West Bengal',
  // Former ISO codes and the vehicle-registration code UA.
  ct: 'Chhattisgarh',
  or: 'Odisha',
  tg: 'Telangana',
  ut: 'Uttarakhand',
  ul: 'Uttarakhand',
  ua: 'Uttarakhand',
  dn: 'Dadra and Nagar Haveli and Daman and Diu',
  dd: 'Dadra and Nagar Haveli and Daman and Diu',
  // Common short forms and former names (initials such as "J&K" or "M.P." are looked up as "jk", "mp").
  'jammu kashmir': 'Jammu and Kashmir',
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  pondicherry: 'Puducherry',
  nct: 'Delhi',
};

/** Canada: ISO 3166-2:CA codes (the same as the postal abbreviations). */
const CANADA: Record<string, string> = {
  ab: 'Alberta',
  bc: 'British Columbia',
  mb: 'Manitoba',
  nb: 'New Brunswick',
  nl: 'Newfoundland and Labrador',
  ns: 'Nova Scotia',
  nt: 'Northwest Territories',
  nu: 'Nunavut',
  on: 'Ontario',
  pe: 'Prince Edward Island',
  qc: 'Quebec',
  sk: 'Saskatchewan',
  yt: 'Yukon',
};

/** Australia: ISO 3166-2:AU codes. */
const AUSTRALIA: Record<string, string> = {
  act: 'Australian Capital Territory',
  nsw: 'New South Wales',
  nt: 'Northern Territory',
  qld: 'Queensland',
  sa: 'South Australia',
  tas: 'Tasmania',
  vic: 'Victoria',
  wa: 'Western Australia',
};

const BY_COUNTRY: Record<string, Record<string, string>> = { IN: INDIA, CA: CANADA, AU: AUSTRALIA };

/** Normalised admin1 names by country and short form, built once. */
const TABLE = new Map<string, Map<string, string>>(
  Object.entries(BY_COUNTRY).map(([country, forms]) => [
    country,
    new Map(Object.entries(forms).map(([form, name]) => [form, normaliseName(name)])),
  ]),
);

/** The normalised admin1 name a short form stands for in a country, or undefined when it names none there. */
export function subdivisionNameOf(countryCode: string, normalisedForm: string): string | undefined {
  return TABLE.get(countryCode)?.get(normalisedForm);
}
