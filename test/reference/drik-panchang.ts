/**
 * Published reference values for the Hindu calendar: Drik Panchang's Ekadashi
 * and festival dates, windows and moments, as printed on its pages or quoted
 * from them, each with its source. Nothing here is computed by this project;
 * a value with no published source is left out and listed in README.md.
 *
 * Times are local wall-clock times of the record's place (daylight saving
 * included), 24-hour: windows as 'HH:MM' on the record's date unless the
 * value carries its own date ('YYYY-MM-DD HH:MM'); tithi and paran always
 * carry their dates.
 */

export type ReferencePlaceId = 'new-delhi' | 'new-york' | 'mumbai' | 'ahmedabad' | 'lancaster-ca' | 'perth' | 'vilnius' | 'london' | 'vellore' | AbroadPlaceId | VratCityId | IndianCityId;

/** The Indian cities of test/reference/drik-vrats-cities.ts (vrat-cities). */
export type VratCityId =
  | 'pune' | 'chennai' | 'hyderabad' | 'kolkata' | 'bengaluru' | 'jaipur' | 'chandigarh' | 'nagpur' | 'nashik' | 'indore'
  | 'bhopal' | 'surat' | 'lucknow' | 'patna' | 'bhubaneswar' | 'kanpur' | 'guwahati' | 'raipur' | 'coimbatore' | 'mysuru'
  | 'thiruvananthapuram' | 'visakhapatnam' | 'varanasi' | 'shimla' | 'dehradun';

/**
 * The Indian cities of test/reference/drik-festivals-cities.ts (fest-india) besides those of VratCityId, which it
 * shares (Pune, Chennai, Hyderabad, Kolkata, Bengaluru, Jaipur, Chandigarh, Patna, Varanasi).
 */
export type IndianCityId =
  | 'gurgaon' | 'noida' | 'haridwar' | 'puri'
  // cover-g4b
  | 'jodhpur'
  // cover-g5
  | 'delhi'
  // added by g10sank
  | 'mirzapur';

export interface ReferencePlace {
  id: ReferencePlaceId;
  name: string;
  /** The GeoNames id Drik Panchang's pages take as `geoname-id`. */
  geonamesId: number;
  latitudeDeg: number;
  longitudeDeg: number;
  timeZone: string;
  source: string;
}

export interface ReferenceWindow { id: string; start: string; end: string; note?: string }
export interface ReferenceMoment { id: string; at: string; note?: string }
export interface ReferenceSpan { start: string; end: string }

export interface ReferenceRecord {
  place: ReferencePlaceId;
  year: number;
  id: string;
  /** The observance date, YYYY-MM-DD (the Smarta date for an Ekadashi). */
  date: string;
  windows?: ReferenceWindow[];
  moments?: ReferenceMoment[];
  /** The tithi's span, 'YYYY-MM-DD HH:MM' local. */
  tithi?: ReferenceSpan;
  /** Drik's printed paran window, 'YYYY-MM-DD HH:MM' local. */
  paran?: ReferenceSpan;
  /** A separate Vaishnava (Gauna/ISKCON) date where the almanac lists one. */
  vaishnava?: { date: string; paran?: ReferenceSpan; source: string; note?: string };
  source: string;
  note?: string;
}

// cities abroad (fest-abroad): the places of test/reference/drik-festivals-abroad.ts.
type AbroadPlaceId =
  | 'toronto'
  | 'ottawa'
  | 'montreal'
  | 'calgary'
  | 'vancouver'
  | 'washington'
  | 'philadelphia'
  | 'chicago'
  | 'dallas'
  | 'houston'
  | 'los-angeles'
  | 'san-diego'
  | 'san-francisco'
  | 'seattle'
  | 'ashburn'
  | 'woodbridge-nj'
  | 'columbus-oh'
  | 'melbourne'
  | 'dubai'
  | 'fairfield-ct'
  // cover-g3
  | 'frisco'
  // added by g7jan
  | 'san-miguel-cr'
  // added by g11abroad
  | 'belvaux'
  // added by abroad15
  | 'cambridge-ma'
  // added by abroad14
  | 'erie-pa';
/** The source of a place whose coordinates and zone are copied from its GeoNames record in cities500.txt. */
const CITIES500_SOURCE = (geonameId: number) =>
  `GeoNames record ${geonameId} (https://www.geonames.org/${geonameId}), coordinates and zone as in GeoNames' cities500.txt`;
const ABROAD_PLACE_SOURCE = (geonameId: number) => `${CITIES500_SOURCE(geonameId)}; the place of drik-festivals-abroad.ts records`;
// end of cities abroad (fest-abroad)

export const REFERENCE_PLACES: Record<ReferencePlaceId, ReferencePlace> = {
  'new-delhi': {
    id: 'new-delhi', name: 'New Delhi, India', geonamesId: 1261481,
    latitudeDeg: 28.63576, longitudeDeg: 77.22445, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1261481 (https://www.geonames.org/1261481), the id in every Drik Panchang URL below (geoname-id=1261481)',
  },
  'mumbai': {
    id: 'mumbai', name: 'Mumbai, India', geonamesId: 1275339,
    latitudeDeg: 19.07283, longitudeDeg: 72.88261, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1275339 (https://www.geonames.org/1275339), Drik Panchang\'s Mumbai (geoname-id=1275339)',
  },
  'ahmedabad': {
    id: 'ahmedabad', name: 'Ahmedabad, India', geonamesId: 1279233,
    latitudeDeg: 23.02579, longitudeDeg: 72.58727, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1279233 (https://www.geonames.org/1279233), Drik Panchang\'s Ahmedabad (geoname-id=1279233)',
  },
  'new-york': {
    id: 'new-york', name: 'New York City, USA', geonamesId: 5128581,
    latitudeDeg: 40.71427, longitudeDeg: -74.00597, timeZone: 'America/New_York',
    source: 'GeoNames record 5128581 (https://www.geonames.org/5128581), the id in every Drik Panchang URL below (geoname-id=5128581)',
  },
  'perth': {
    id: 'perth', name: 'Perth, Western Australia', geonamesId: 2063523,
    latitudeDeg: -31.95224, longitudeDeg: 115.8614, timeZone: 'Australia/Perth',
    source: 'GeoNames record 2063523 (https://www.geonames.org/2063523), the id of a Drik Panchang vrat page in test/reference/drik-vrats.ts',
  },
  'vilnius': {
    id: 'vilnius', name: 'Vilnius, Lithuania', geonamesId: 593116,
    latitudeDeg: 54.68916, longitudeDeg: 25.2798, timeZone: 'Europe/Vilnius',
    source: 'GeoNames record 593116 (https://www.geonames.org/593116), the id in the Drik Panchang URLs of its records (geoname-id=593116)',
  },
  'lancaster-ca': {
    id: 'lancaster-ca', name: 'Lancaster, California, USA', geonamesId: 5364940,
    latitudeDeg: 34.69804, longitudeDeg: -118.13674, timeZone: 'America/Los_Angeles',
    source: 'GeoNames record 5364940 (https://www.geonames.org/5364940), the place of a Drik Panchang festival page in test/reference/drik-festivals-declared.ts',
  },
  'london': {
    id: 'london', name: 'London, United Kingdom', geonamesId: 2643743,
    latitudeDeg: 51.50853, longitudeDeg: -0.12574, timeZone: 'Europe/London',
    source: 'GeoNames record 2643743 (https://www.geonames.org/2643743), Drik Panchang\'s London (geoname-id=2643743), the place of the London records in test/reference/drik-festivals-more-b.ts',
  },
  'vellore': {
    id: 'vellore', name: 'Vellore, Tamil Nadu, India', geonamesId: 1253286,
    latitudeDeg: 12.9184, longitudeDeg: 79.13255, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1253286 (https://www.geonames.org/1253286; the cities500 dump this project builds its places from); Drik Panchang\'s Vellore page prints 12\u00b0 55\u2032 06\u2033 N, 79\u00b0 07\u2032 57\u2033 E, Asia/Kolkata, the same point: test/reference/drik-gowri-panchaka.ts',
  },
  // cities abroad (fest-abroad)
  'toronto': {
    id: 'toronto', name: 'Toronto, Ontario, Canada', geonamesId: 6167865,
    latitudeDeg: 43.70011, longitudeDeg: -79.4163, timeZone: 'America/Toronto',
    source: ABROAD_PLACE_SOURCE(6167865),
  },
  'ottawa': {
    id: 'ottawa', name: 'Ottawa, Ontario, Canada', geonamesId: 6094817,
    latitudeDeg: 45.41117, longitudeDeg: -75.69812, timeZone: 'America/Toronto',
    source: ABROAD_PLACE_SOURCE(6094817),
  },
  'montreal': {
    id: 'montreal', name: 'Montreal, Quebec, Canada', geonamesId: 6077243,
    latitudeDeg: 45.50884, longitudeDeg: -73.58781, timeZone: 'America/Toronto',
    source: ABROAD_PLACE_SOURCE(6077243),
  },
  'calgary': {
    id: 'calgary', name: 'Calgary, Alberta, Canada', geonamesId: 5913490,
    latitudeDeg: 51.05011, longitudeDeg: -114.08529, timeZone: 'America/Edmonton',
    source: ABROAD_PLACE_SOURCE(5913490),
  },
  'vancouver': {
    id: 'vancouver', name: 'Vancouver, British Columbia, Canada', geonamesId: 6173331,
    latitudeDeg: 49.24966, longitudeDeg: -123.11934, timeZone: 'America/Vancouver',
    source: ABROAD_PLACE_SOURCE(6173331),
  },
  'washington': {
    id: 'washington', name: 'Washington, D.C., USA', geonamesId: 4140963,
    latitudeDeg: 38.89511, longitudeDeg: -77.03637, timeZone: 'America/New_York',
    source: ABROAD_PLACE_SOURCE(4140963),
  },
  'philadelphia': {
    id: 'philadelphia', name: 'Philadelphia, Pennsylvania, USA', geonamesId: 4560349,
    latitudeDeg: 39.95238, longitudeDeg: -75.16362, timeZone: 'America/New_York',
    source: ABROAD_PLACE_SOURCE(4560349),
  },
  'chicago': {
    id: 'chicago', name: 'Chicago, Illinois, USA', geonamesId: 4887398,
    latitudeDeg: 41.85003, longitudeDeg: -87.65005, timeZone: 'America/Chicago',
    source: ABROAD_PLACE_SOURCE(4887398),
  },
  'dallas': {
    id: 'dallas', name: 'Dallas, Texas, USA', geonamesId: 4684888,
    latitudeDeg: 32.78306, longitudeDeg: -96.80667, timeZone: 'America/Chicago',
    source: ABROAD_PLACE_SOURCE(4684888),
  },
  'houston': {
    id: 'houston', name: 'Houston, Texas, USA', geonamesId: 4699066,
    latitudeDeg: 29.76328, longitudeDeg: -95.36327, timeZone: 'America/Chicago',
    source: ABROAD_PLACE_SOURCE(4699066),
  },
  'los-angeles': {
    id: 'los-angeles', name: 'Los Angeles, California, USA', geonamesId: 5368361,
    latitudeDeg: 34.05223, longitudeDeg: -118.24368, timeZone: 'America/Los_Angeles',
    source: ABROAD_PLACE_SOURCE(5368361),
  },
  'san-diego': {
    id: 'san-diego', name: 'San Diego, California, USA', geonamesId: 5391811,
    latitudeDeg: 32.71571, longitudeDeg: -117.16472, timeZone: 'America/Los_Angeles',
    source: ABROAD_PLACE_SOURCE(5391811),
  },
  'san-francisco': {
    id: 'san-francisco', name: 'San Francisco, California, USA', geonamesId: 5391959,
    latitudeDeg: 37.77493, longitudeDeg: -122.41942, timeZone: 'America/Los_Angeles',
    source: ABROAD_PLACE_SOURCE(5391959),
  },
  'seattle': {
    id: 'seattle', name: 'Seattle, Washington, USA', geonamesId: 5809844,
    latitudeDeg: 47.60621, longitudeDeg: -122.33207, timeZone: 'America/Los_Angeles',
    source: ABROAD_PLACE_SOURCE(5809844),
  },
  'ashburn': {
    id: 'ashburn', name: 'Ashburn, Virginia, USA', geonamesId: 4744870,
    latitudeDeg: 39.04372, longitudeDeg: -77.48749, timeZone: 'America/New_York',
    source: ABROAD_PLACE_SOURCE(4744870),
  },
  'woodbridge-nj': {
    id: 'woodbridge-nj', name: 'Woodbridge, New Jersey, USA', geonamesId: 5106529,
    latitudeDeg: 40.5576, longitudeDeg: -74.28459, timeZone: 'America/New_York',
    source: ABROAD_PLACE_SOURCE(5106529),
  },
  'columbus-oh': {
    id: 'columbus-oh', name: 'Columbus, Ohio, USA', geonamesId: 4509177,
    latitudeDeg: 39.96118, longitudeDeg: -82.99879, timeZone: 'America/New_York',
    source: ABROAD_PLACE_SOURCE(4509177),
  },
  'melbourne': {
    id: 'melbourne', name: 'Melbourne, Victoria, Australia', geonamesId: 2158177,
    latitudeDeg: -37.814, longitudeDeg: 144.96332, timeZone: 'Australia/Melbourne',
    source: ABROAD_PLACE_SOURCE(2158177),
  },
  'dubai': {
    id: 'dubai', name: 'Dubai, United Arab Emirates', geonamesId: 292223,
    latitudeDeg: 25.07725, longitudeDeg: 55.30927, timeZone: 'Asia/Dubai',
    source: ABROAD_PLACE_SOURCE(292223),
  },
  'fairfield-ct': {
    id: 'fairfield-ct', name: 'Fairfield, Connecticut, USA', geonamesId: 4834157,
    latitudeDeg: 41.14121, longitudeDeg: -73.26373, timeZone: 'America/New_York',
    source: ABROAD_PLACE_SOURCE(4834157),
  },
  // cover-g3
  'frisco': {
    id: 'frisco', name: 'Frisco, Texas, USA', geonamesId: 4692559,
    latitudeDeg: 33.15067, longitudeDeg: -96.82361, timeZone: 'America/Chicago',
    source: `${ABROAD_PLACE_SOURCE(4692559)}; Drik Panchang's Frisco (geoname-id=4692559)`,
  },
  // end of cities abroad (fest-abroad)
  // Indian cities (vrat-cities): the cities of the published city tables in test/reference/drik-vrats-cities.ts. Pune, Chennai,
  // Hyderabad, Kolkata, Bengaluru, Jaipur and Chandigarh are the same GeoNames records as the fest-india block: keep one of each.
  'pune': {
    id: 'pune', name: 'Pune, India', geonamesId: 1259229,
    latitudeDeg: 18.51957, longitudeDeg: 73.85535, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1259229 (https://www.geonames.org/1259229), the Pune of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'chennai': {
    id: 'chennai', name: 'Chennai, India', geonamesId: 1264527,
    latitudeDeg: 13.08784, longitudeDeg: 80.27847, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1264527 (https://www.geonames.org/1264527), the Chennai of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'hyderabad': {
    id: 'hyderabad', name: 'Hyderabad, India', geonamesId: 1269843,
    latitudeDeg: 17.38405, longitudeDeg: 78.45636, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1269843 (https://www.geonames.org/1269843), the Hyderabad of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'kolkata': {
    id: 'kolkata', name: 'Kolkata, India', geonamesId: 1275004,
    latitudeDeg: 22.56263, longitudeDeg: 88.36304, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1275004 (https://www.geonames.org/1275004), the Kolkata of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'bengaluru': {
    id: 'bengaluru', name: 'Bengaluru, India', geonamesId: 1277333,
    latitudeDeg: 12.97194, longitudeDeg: 77.59369, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1277333 (https://www.geonames.org/1277333), the Bengaluru of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'jaipur': {
    id: 'jaipur', name: 'Jaipur, India', geonamesId: 1269515,
    latitudeDeg: 26.91962, longitudeDeg: 75.78781, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1269515 (https://www.geonames.org/1269515), the Jaipur of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'chandigarh': {
    id: 'chandigarh', name: 'Chandigarh, India', geonamesId: 1274746,
    latitudeDeg: 30.73629, longitudeDeg: 76.7884, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1274746 (https://www.geonames.org/1274746), the Chandigarh of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'nagpur': {
    id: 'nagpur', name: 'Nagpur, India', geonamesId: 1262180,
    latitudeDeg: 21.14631, longitudeDeg: 79.08491, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1262180 (https://www.geonames.org/1262180), the Nagpur of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'nashik': {
    id: 'nashik', name: 'Nashik, India', geonamesId: 1261731,
    latitudeDeg: 19.99727, longitudeDeg: 73.79096, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1261731 (https://www.geonames.org/1261731), the Nashik of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'indore': {
    id: 'indore', name: 'Indore, India', geonamesId: 1269743,
    latitudeDeg: 22.71792, longitudeDeg: 75.8333, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1269743 (https://www.geonames.org/1269743), the Indore of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'bhopal': {
    id: 'bhopal', name: 'Bhopal, India', geonamesId: 1275841,
    latitudeDeg: 23.25469, longitudeDeg: 77.40289, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1275841 (https://www.geonames.org/1275841), the Bhopal of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'surat': {
    id: 'surat', name: 'Surat, India', geonamesId: 1255364,
    latitudeDeg: 21.19594, longitudeDeg: 72.83023, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1255364 (https://www.geonames.org/1255364), the Surat of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'lucknow': {
    id: 'lucknow', name: 'Lucknow, India', geonamesId: 1264733,
    latitudeDeg: 26.83928, longitudeDeg: 80.92313, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1264733 (https://www.geonames.org/1264733), the Lucknow of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'patna': {
    id: 'patna', name: 'Patna, India', geonamesId: 1260086,
    latitudeDeg: 25.59408, longitudeDeg: 85.13563, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1260086 (https://www.geonames.org/1260086), the Patna of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'bhubaneswar': {
    id: 'bhubaneswar', name: 'Bhubaneswar, India', geonamesId: 1275817,
    latitudeDeg: 20.27241, longitudeDeg: 85.83385, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1275817 (https://www.geonames.org/1275817), the Bhubaneswar of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'kanpur': {
    id: 'kanpur', name: 'Kanpur, India', geonamesId: 1267995,
    latitudeDeg: 26.46523, longitudeDeg: 80.34975, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1267995 (https://www.geonames.org/1267995), the Kanpur of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'guwahati': {
    id: 'guwahati', name: 'Guwahati, India', geonamesId: 1271476,
    latitudeDeg: 26.1844, longitudeDeg: 91.7458, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1271476 (https://www.geonames.org/1271476), the Guwahati of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'raipur': {
    id: 'raipur', name: 'Raipur, India', geonamesId: 1258980,
    latitudeDeg: 21.23333, longitudeDeg: 81.63333, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1258980 (https://www.geonames.org/1258980), the Raipur of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'coimbatore': {
    id: 'coimbatore', name: 'Coimbatore, India', geonamesId: 1273865,
    latitudeDeg: 11.00555, longitudeDeg: 76.96612, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1273865 (https://www.geonames.org/1273865), the Coimbatore of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'mysuru': {
    id: 'mysuru', name: 'Mysuru, India', geonamesId: 1262321,
    latitudeDeg: 12.29791, longitudeDeg: 76.63925, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1262321 (https://www.geonames.org/1262321), the Mysuru of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'thiruvananthapuram': {
    id: 'thiruvananthapuram', name: 'Thiruvananthapuram, India', geonamesId: 1254163,
    latitudeDeg: 8.4855, longitudeDeg: 76.94924, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1254163 (https://www.geonames.org/1254163), the Thiruvananthapuram of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'visakhapatnam': {
    id: 'visakhapatnam', name: 'Visakhapatnam, India', geonamesId: 1253102,
    latitudeDeg: 17.68009, longitudeDeg: 83.20161, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1253102 (https://www.geonames.org/1253102), the Visakhapatnam of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'varanasi': {
    id: 'varanasi', name: 'Varanasi, India', geonamesId: 1253405,
    latitudeDeg: 25.31668, longitudeDeg: 83.01041, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1253405 (https://www.geonames.org/1253405), the Varanasi of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'shimla': {
    id: 'shimla', name: 'Shimla, India', geonamesId: 1256237,
    latitudeDeg: 31.10442, longitudeDeg: 77.16662, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1256237 (https://www.geonames.org/1256237), the Shimla of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  'dehradun': {
    id: 'dehradun', name: 'Dehradun, India', geonamesId: 1273313,
    latitudeDeg: 30.32443, longitudeDeg: 78.03392, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1273313 (https://www.geonames.org/1273313), the Dehradun of the city tables in test/reference/drik-vrats-cities.ts (cities500 dump)',
  },
  // Indian cities (fest-india): the cities of Drik's city lists quoted in test/reference/drik-festivals-cities.ts that the
  // vrat-cities block above lacks (the shared ones are the same GeoNames records).
  'gurgaon': {
    id: 'gurgaon', name: 'Gurgaon, India', geonamesId: 1270642,
    latitudeDeg: 28.4601, longitudeDeg: 77.02635, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1270642 (https://www.geonames.org/1270642), Drik Panchang\'s Gurgaon (geoname-id=1270642)',
  },
  'noida': {
    id: 'noida', name: 'Noida, India', geonamesId: 7279746,
    latitudeDeg: 28.58, longitudeDeg: 77.33, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 7279746 (https://www.geonames.org/7279746), Drik Panchang\'s Noida (geoname-id=7279746)',
  },
  'haridwar': {
    id: 'haridwar', name: 'Haridwar, India', geonamesId: 1270351,
    latitudeDeg: 29.94791, longitudeDeg: 78.16025, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1270351 (https://www.geonames.org/1270351), Drik Panchang\'s Haridwar (geoname-id=1270351)',
  },
  'puri': {
    id: 'puri', name: 'Puri, India', geonamesId: 1259184,
    latitudeDeg: 19.79825, longitudeDeg: 85.82494, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1259184 (https://www.geonames.org/1259184), Drik Panchang\'s Puri (geoname-id=1259184)',
  },
  // cover-g4b
  'jodhpur': {
    id: 'jodhpur', name: 'Jodhpur, India', geonamesId: 1268865,
    latitudeDeg: 26.26841, longitudeDeg: 73.00594, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1268865 (https://www.geonames.org/1268865), Drik Panchang\'s Jodhpur (geoname-id=1268865)',
  },
  // cover-g5
  'delhi': {
    id: 'delhi', name: 'Delhi, India', geonamesId: 1273294,
    latitudeDeg: 28.65195, longitudeDeg: 77.23149, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1273294 (https://www.geonames.org/1273294), Drik Panchang\'s "Delhi, NCT, India" (geoname-id=1273294), about 2 km north of its New Delhi (1261481); the place of the Delhi records in test/reference/drik-vrats-cover-g5.ts',
  },
  // added by g7jan
  'san-miguel-cr': {
    id: 'san-miguel-cr', name: 'San Miguel, San Jose, Costa Rica', geonamesId: 3621753,
    latitudeDeg: 9.87121, longitudeDeg: -84.06084, timeZone: 'America/Costa_Rica',
    source: `${CITIES500_SOURCE(3621753)}; Drik Panchang's "San Miguel, San Jose, Costa Rica" (geoname-id=3621753), the place of a drik-festivals-cover-g7.ts record`,
  },
  // added by g11abroad
  'belvaux': {
    id: 'belvaux', name: 'Belvaux, Esch-sur-Alzette, Luxembourg', geonamesId: 2960800,
    latitudeDeg: 49.51014, longitudeDeg: 5.92414, timeZone: 'Europe/Luxembourg',
    source: `${CITIES500_SOURCE(2960800)}; Drik Panchang's Belvaux (geoname-id=2960800), the place of drik-festivals-abroad-g11.ts records`,
  },
  // added by g10sank
  'mirzapur': {
    id: 'mirzapur', name: 'Mirzapur, India', geonamesId: 1262995,
    latitudeDeg: 25.1449, longitudeDeg: 82.56534, timeZone: 'Asia/Kolkata',
    source: `${CITIES500_SOURCE(1262995)}; the "Mirzapur, India" of a Drik Panchang iCal feed, the place of drik-sankranti-cover-g10.ts records`,
  },
  // added by abroad15
  'cambridge-ma': {
    id: 'cambridge-ma', name: 'Cambridge, Massachusetts, USA', geonamesId: 4931972,
    latitudeDeg: 42.3751, longitudeDeg: -71.10561, timeZone: 'America/New_York',
    source: `${CITIES500_SOURCE(4931972)}; Drik Panchang's "Cambridge, Massachusetts, United States", the place of drik-sankranti-abroad-g15.ts records`,
  },
  // added by abroad14
  'erie-pa': {
    id: 'erie-pa', name: 'Erie, Pennsylvania, USA', geonamesId: 5188843,
    latitudeDeg: 42.12922, longitudeDeg: -80.08506, timeZone: 'America/New_York',
    source: `${CITIES500_SOURCE(5188843)}; Drik Panchang's "Erie, Pennsylvania, संयुक्त राज्य अमेरिका", the place of a drik-festivals-abroad-g14.ts record`,
  },
};

/** Every Ekadashi, per place and year, as Drik Panchang publishes it. */
export const EKADASHI_REFERENCE: ReferenceRecord[] = [
  // New Delhi 2025: the few Ekadashis newspapers quote from Drik with their paran.
  {
    place: 'new-delhi', year: 2025, id: 'jaya', date: '2025-02-08',
    tithi: { start: '2025-02-07 21:26', end: '2025-02-08 20:15' },
    paran: { start: '2025-02-09 07:04', end: '2025-02-09 09:17' },
    source: 'LatestLY via happynewyear2025.news, "Jaya Ekadashi 2025 Date and Significance" (https://www.happynewyear2025.news/tag/parana)',
    note: 'appliedjyotish.com prints the tithi end as 20:16.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'saphala', date: '2025-12-15',
    tithi: { start: '2025-12-14 18:49', end: '2025-12-15 21:19' },
    paran: { start: '2025-12-16 07:07', end: '2025-12-16 09:11' },
    moments: [{ id: 'dwadashi_end', at: '2025-12-16 23:57' }],
    source: 'India TV, 2025-12-14, "According to Drik Panchang" (https://www.indiatvnews.com/lifestyle/spirituality/saphala-ekadashi-2025-complete-guide-to-date-tithi-and-parana-time-2025-12-14-1021670)',
  },
  // New Delhi 2026: dates from Drik's yearly list, paran windows and notes from each Ekadashi's page.
  {
    place: 'new-delhi', year: 2026, id: 'shattila', date: '2026-01-14',
    tithi: { start: '2026-01-13 15:17', end: '2026-01-14 17:52' },
    paran: { start: '2026-01-15 07:15', end: '2026-01-15 09:21' },
    moments: [{ id: 'dwadashi_end', at: '2026-01-15 20:16' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json; tithi: HT Telugu via HT Syndication, 2026-01-14, which prints the same paran 07:15-09:21 and Dwadashi end 20:16',
  },
  {
    place: 'new-delhi', year: 2026, id: 'jaya', date: '2026-01-29',
    tithi: { start: '2026-01-28 16:35', end: '2026-01-29 13:55' },
    paran: { start: '2026-01-30 07:10', end: '2026-01-30 09:20' },
    moments: [{ id: 'dwadashi_end', at: '2026-01-30 11:09' }],
    source: 'https://www.drikpanchang.com/ekadashis/jaya/jaya-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json; tithi: India TV, 2026-01-27 (https://www.indiatvnews.com/lifestyle/spirituality/ekadashi-january-2026-exact-time-jaya-ekadashi-tithi-2026-01-27-1027585), which prints the same paran 07:10-09:20',
  },
  {
    place: 'new-delhi', year: 2026, id: 'vijaya', date: '2026-02-13',
    paran: { start: '2026-02-14 07:00', end: '2026-02-14 09:14' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-14 16:01' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'amalaki', date: '2026-02-27',
    paran: { start: '2026-02-28 06:47', end: '2026-02-28 09:06' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-28 20:43' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'papmochani', date: '2026-03-15',
    paran: { start: '2026-03-16 06:30', end: '2026-03-16 08:54' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-16 09:40' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'kamada', date: '2026-03-29',
    paran: { start: '2026-03-30 06:14', end: '2026-03-30 07:09' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-30 07:09' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'varuthini', date: '2026-04-13',
    paran: { start: '2026-04-14 06:54', end: '2026-04-14 08:31' },
    moments: [{ id: 'hari_vasara_end', at: '2026-04-14 06:54' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'mohini', date: '2026-04-27',
    paran: { start: '2026-04-28 05:43', end: '2026-04-28 08:21' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-28 18:51' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'apara', date: '2026-05-13',
    paran: { start: '2026-05-14 05:31', end: '2026-05-14 08:14' },
    moments: [{ id: 'dwadashi_end', at: '2026-05-14 11:20' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'padmini', date: '2026-05-27',
    paran: { start: '2026-05-28 05:25', end: '2026-05-28 07:56' },
    moments: [{ id: 'dwadashi_end', at: '2026-05-28 07:56' }],
    source: 'https://www.drikpanchang.com/ekadashis/padmini/padmini-ekadashi-date-time.html?date=27/05/2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'parama', date: '2026-06-11',
    paran: { start: '2026-06-12 05:23', end: '2026-06-12 08:10' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-12 19:36' }],
    source: 'https://www.drikpanchang.com/ekadashis/parama/parama-ekadashi-date-time.html?date=11/06/2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'nirjala', date: '2026-06-25',
    paran: { start: '2026-06-26 05:25', end: '2026-06-26 08:13' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-26 22:22' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'yogini', date: '2026-07-10',
    vaishnava: { date: '2026-07-11', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-07-11 13:50', end: '2026-07-11 16:36' },
    moments: [{ id: 'hari_vasara_end', at: '2026-07-11 10:32' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'devshayani', date: '2026-07-25',
    paran: { start: '2026-07-26 05:39', end: '2026-07-26 08:22' },
    moments: [{ id: 'dwadashi_end', at: '2026-07-26 13:57' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'kamika', date: '2026-08-09',
    paran: { start: '2026-08-10 05:47', end: '2026-08-10 08:00' },
    moments: [{ id: 'dwadashi_end', at: '2026-08-10 08:00' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'shravana_putrada', date: '2026-08-23',
    vaishnava: { date: '2026-08-24', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-08-24 13:41', end: '2026-08-24 16:16' },
    moments: [{ id: 'hari_vasara_end', at: '2026-08-24 10:49' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'aja', date: '2026-09-07',
    paran: { start: '2026-09-08 06:02', end: '2026-09-08 08:33' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-08 14:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'parsva', date: '2026-09-22',
    paran: { start: '2026-09-23 06:10', end: '2026-09-23 08:35' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-23 22:50' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'indira', date: '2026-10-06',
    paran: { start: '2026-10-07 06:17', end: '2026-10-07 08:38' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-07 23:16' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'papankusha', date: '2026-10-22',
    paran: { start: '2026-10-23 06:27', end: '2026-10-23 08:42' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-23 14:35' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'rama', date: '2026-11-05',
    paran: { start: '2026-11-06 06:37', end: '2026-11-06 08:48' },
    moments: [{ id: 'dwadashi_end', at: '2026-11-06 10:30' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'devutthana', date: '2026-11-20',
    vaishnava: { date: '2026-11-21', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-11-21 13:11', end: '2026-11-21 15:18' },
    moments: [{ id: 'hari_vasara_end', at: '2026-11-21 12:07' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'utpanna', date: '2026-12-04',
    paran: { start: '2026-12-05 06:59', end: '2026-12-05 09:04' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-06 00:51' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
    note: 'Drik prints "Dwadashi End Moment 12:51 AM" without a date; Dwadashi outlasts the paran window, so the moment is the night after the paran day.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'mokshada', date: '2026-12-20',
    paran: { start: '2026-12-21 07:10', end: '2026-12-21 09:13' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-21 17:36' }],
    source: 'https://www.drikpanchang.com/ekadashis/mokshada/mokshada-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  // New York 2026 (EST/EDT): the same pages with geoname-id=5128581.
  {
    place: 'new-york', year: 2026, id: 'shattila', date: '2026-01-14',
    paran: { start: '2026-01-15 07:18', end: '2026-01-15 09:13' },
    moments: [{ id: 'dwadashi_end', at: '2026-01-15 09:46' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'jaya', date: '2026-01-28',
    vaishnava: { date: '2026-01-29', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-01-29 08:43', end: '2026-01-29 09:09' },
    moments: [{ id: 'hari_vasara_end', at: '2026-01-29 08:43' }],
    source: 'https://www.drikpanchang.com/ekadashis/jaya/jaya-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'vijaya', date: '2026-02-12',
    paran: { start: '2026-02-13 13:14', end: '2026-02-13 15:21' },
    moments: [{ id: 'hari_vasara_end', at: '2026-02-13 10:19' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'amalaki', date: '2026-02-27',
    paran: { start: '2026-02-28 06:31', end: '2026-02-28 08:46' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-28 10:13' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'papmochani', date: '2026-03-14',
    paran: { start: '2026-03-15 07:08', end: '2026-03-15 09:31' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-16 00:10' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
    note: 'Drik prints "Dwadashi End Moment 12:10 AM" without a date; Dwadashi outlasts the paran window, so the moment is the night after the paran day.',
  },
  {
    place: 'new-york', year: 2026, id: 'kamada', date: '2026-03-28',
    paran: { start: '2026-03-29 06:44', end: '2026-03-29 09:15' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-29 21:39' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'varuthini', date: '2026-04-13',
    paran: { start: '2026-04-14 06:19', end: '2026-04-14 08:58' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-14 14:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'mohini', date: '2026-04-27',
    paran: { start: '2026-04-28 05:59', end: '2026-04-28 08:45' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-28 09:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'apara', date: '2026-05-12',
    vaishnava: { date: '2026-05-13', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-05-13 14:19', end: '2026-05-13 17:12' },
    moments: [{ id: 'hari_vasara_end', at: '2026-05-13 09:27' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'padmini', date: '2026-05-26',
    paran: { start: '2026-05-27 05:30', end: '2026-05-27 08:27' },
    moments: [{ id: 'dwadashi_end', at: '2026-05-27 22:26' }],
    source: 'https://www.drikpanchang.com/ekadashis/padmini/padmini-ekadashi-date-time.html?date=26/05/2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'parama', date: '2026-06-11',
    paran: { start: '2026-06-12 05:24', end: '2026-06-12 08:25' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-12 10:06' }],
    source: 'https://www.drikpanchang.com/ekadashis/parama/parama-ekadashi-date-time.html?date=11/06/2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'nirjala', date: '2026-06-25',
    paran: { start: '2026-06-26 05:26', end: '2026-06-26 08:27' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-26 12:52' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'yogini', date: '2026-07-10',
    paran: { start: '2026-07-11 05:35', end: '2026-07-11 08:33' },
    moments: [{ id: 'dwadashi_end', at: '2026-07-11 16:34' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'devshayani', date: '2026-07-24',
    paran: { start: '2026-07-25 08:40', end: '2026-07-25 08:41' },
    moments: [{ id: 'hari_vasara_end', at: '2026-07-25 08:40' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'kamika', date: '2026-08-08',
    paran: { start: '2026-08-09 06:48', end: '2026-08-09 08:49' },
    moments: [{ id: 'hari_vasara_end', at: '2026-08-09 06:48' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'shravana_putrada', date: '2026-08-23',
    paran: { start: '2026-08-24 06:15', end: '2026-08-24 08:56' },
    moments: [{ id: 'dwadashi_end', at: '2026-08-24 20:50' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'aja', date: '2026-09-06',
    vaishnava: { date: '2026-09-07', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-09-07 14:11', end: '2026-09-07 16:45' },
    moments: [{ id: 'hari_vasara_end', at: '2026-09-07 12:58' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'parsva', date: '2026-09-22',
    paran: { start: '2026-09-23 06:45', end: '2026-09-23 09:10' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-23 13:20' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'indira', date: '2026-10-06',
    paran: { start: '2026-10-07 06:59', end: '2026-10-07 09:17' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-07 13:46' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'papankusha', date: '2026-10-21',
    paran: { start: '2026-10-22 13:45', end: '2026-10-22 15:55' },
    moments: [{ id: 'hari_vasara_end', at: '2026-10-22 11:14' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'rama', date: '2026-11-04',
    paran: { start: '2026-11-05 06:31', end: '2026-11-05 08:34' },
    moments: [{ id: 'dwadashi_end', at: '2026-11-05 12:00' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'devutthana', date: '2026-11-20',
    paran: { start: '2026-11-21 06:50', end: '2026-11-21 08:47' },
    moments: [{ id: 'dwadashi_end', at: '2026-11-21 18:26' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'utpanna', date: '2026-12-04',
    paran: { start: '2026-12-05 07:05', end: '2026-12-05 08:57' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-05 14:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'mokshada', date: '2026-12-19',
    vaishnava: {
      date: '2026-12-20',
      paran: { start: '2026-12-21 07:16', end: '2026-12-21 09:08' },
      source: 'https://www.drikpanchang.com/ekadashis/vaikuntha/vaikuntha-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/parana/new-york-2026.json',
      note: 'Drik lists it as "Gauna/Vaishnava Mokshada Ekadashi" and "Vaikuntha Ekadashi"; its paran note reads "Dwadashi would be over before Sunrise".',
    },
    source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-york-2026.json',
    note: 'The Smarta paran (on 2026-12-20) was not in the stored page extract; only the Vaishnava one is recorded.',
  },
  // Vilnius 2026 (EET/EEST): the same pages with geoname-id=593116.
  {
    place: 'vilnius', year: 2026, id: 'shattila', date: '2026-01-14',
    paran: { start: '2026-01-15 08:33', end: '2026-01-15 10:07' },
    moments: [{ id: 'dwadashi_end', at: '2026-01-15 16:46' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'jaya', date: '2026-01-28',
    vaishnava: { date: '2026-01-29', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    source: 'date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/vilnius-2026.json (its paran page is not stored)',
  },
  {
    place: 'vilnius', year: 2026, id: 'vijaya', date: '2026-02-13',
    paran: { start: '2026-02-14 07:43', end: '2026-02-14 09:39' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-14 12:31' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'amalaki', date: '2026-02-27',
    paran: { start: '2026-02-28 07:11', end: '2026-02-28 09:19' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-28 17:13' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'papmochani', date: '2026-03-14',
    paran: { start: '2026-03-15 13:39', end: '2026-03-15 16:01' },
    moments: [{ id: 'hari_vasara_end', at: '2026-03-15 11:52' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'kamada', date: '2026-03-28',
    vaishnava: { date: '2026-03-29', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-03-29 14:41', end: '2026-03-29 17:15' },
    moments: [{ id: 'hari_vasara_end', at: '2026-03-29 11:07' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'varuthini', date: '2026-04-13',
    paran: { start: '2026-04-14 06:19', end: '2026-04-14 09:07' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-14 21:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'mohini', date: '2026-04-27',
    paran: { start: '2026-04-28 05:47', end: '2026-04-28 08:47' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-28 16:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'apara', date: '2026-05-13',
    paran: { start: '2026-05-14 05:15', end: '2026-05-14 08:27' },
    moments: [{ id: 'dwadashi_end', at: '2026-05-14 08:50' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'padmini', date: '2026-05-26',
    vaishnava: { date: '2026-05-27', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-05-27 14:57', end: '2026-05-27 18:17' },
    moments: [{ id: 'hari_vasara_end', at: '2026-05-27 10:15' }],
    source: 'https://www.drikpanchang.com/ekadashis/padmini/padmini-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'parama', date: '2026-06-11',
    paran: { start: '2026-06-12 04:42', end: '2026-06-12 08:09' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-12 17:06' }],
    source: 'https://www.drikpanchang.com/ekadashis/parama/parama-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'nirjala', date: '2026-06-25',
    paran: { start: '2026-06-26 04:43', end: '2026-06-26 08:11' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-26 19:52' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'yogini', date: '2026-07-10',
    vaishnava: { date: '2026-07-11', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-07-11 08:02', end: '2026-07-11 08:20' },
    moments: [{ id: 'hari_vasara_end', at: '2026-07-11 08:02' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'devshayani', date: '2026-07-25',
    paran: { start: '2026-07-26 05:19', end: '2026-07-26 08:33' },
    moments: [{ id: 'dwadashi_end', at: '2026-07-26 11:27' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'kamika', date: '2026-08-08',
    vaishnava: { date: '2026-08-09', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-08-09 14:56', end: '2026-08-09 18:00' },
    moments: [{ id: 'hari_vasara_end', at: '2026-08-09 13:48' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'shravana_putrada', date: '2026-08-23',
    paran: { start: '2026-08-24 08:19', end: '2026-08-24 09:03' },
    moments: [{ id: 'hari_vasara_end', at: '2026-08-24 08:19' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'aja', date: '2026-09-07',
    paran: { start: '2026-09-08 06:38', end: '2026-09-08 09:17' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-08 12:12' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'parsva', date: '2026-09-22',
    paran: { start: '2026-09-23 07:06', end: '2026-09-23 09:32' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-23 20:20' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'indira', date: '2026-10-06',
    paran: { start: '2026-10-07 07:32', end: '2026-10-07 09:46' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-07 20:46' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'papankusha', date: '2026-10-22',
    paran: { start: '2026-10-23 08:03', end: '2026-10-23 10:03' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-23 12:05' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'rama', date: '2026-11-04',
    vaishnava: { date: '2026-11-05', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-11-05 13:04', end: '2026-11-05 14:46' },
    moments: [{ id: 'hari_vasara_end', at: '2026-11-05 13:04' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'devutthana', date: '2026-11-20',
    paran: { start: '2026-11-21 08:37', end: '2026-11-21 09:38' },
    moments: [{ id: 'hari_vasara_end', at: '2026-11-21 08:37' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'utpanna', date: '2026-12-04',
    paran: { start: '2026-12-05 08:24', end: '2026-12-05 09:54' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-05 21:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  {
    place: 'vilnius', year: 2026, id: 'mokshada', date: '2026-12-20',
    paran: { start: '2026-12-21 08:40', end: '2026-12-21 10:07' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-21 14:06' }],
    source: 'https://www.drikpanchang.com/ekadashis/mokshada/mokshada-ekadashi-date-time.html?year=2026&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2026.json',
  },
  // new-delhi 2027: Drik's 2027 list and Ekadashi pages (geoname-id=1261481), as stored by VedaCal.
  {
    place: 'new-delhi', year: 2027, id: 'saphala', date: '2027-01-03',
    paran: { start: '2027-01-04 07:15', end: '2027-01-04 09:19' },
    moments: [{ id: 'dwadashi_end', at: '2027-01-04 18:15' }],
    source: 'https://www.drikpanchang.com/ekadashis/saphala/saphala-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'pausha_putrada', date: '2027-01-18',
    vaishnava: { date: '2027-01-19', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-delhi-2027.json' },
    paran: { start: '2027-01-19 13:35', end: '2027-01-19 15:42' },
    moments: [{ id: 'hari_vasara_end', at: '2027-01-19 13:02' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/pausha-putrada-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'shattila', date: '2027-02-02',
    paran: { start: '2027-02-03 07:08', end: '2027-02-03 09:19' },
    moments: [{ id: 'dwadashi_end', at: '2027-02-03 13:50' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'jaya', date: '2027-02-17',
    paran: { start: '2027-02-18 06:57', end: '2027-02-18 09:12' },
    moments: [{ id: 'dwadashi_end', at: '2027-02-18 14:27' }],
    source: 'https://www.drikpanchang.com/ekadashis/jaya/jaya-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'vijaya', date: '2027-03-04',
    paran: { start: '2027-03-05 06:42', end: '2027-03-05 09:03' },
    moments: [{ id: 'dwadashi_end', at: '2027-03-05 09:53' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'amalaki', date: '2027-03-18',
    paran: { start: '2027-03-19 07:12', end: '2027-03-19 08:52' },
    moments: [{ id: 'hari_vasara_end', at: '2027-03-19 07:12' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'papmochani', date: '2027-04-02',
    paran: { start: '2027-04-03 13:40', end: '2027-04-03 16:10' },
    moments: [{ id: 'hari_vasara_end', at: '2027-04-03 09:15' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'kamada', date: '2027-04-17',
    paran: { start: '2027-04-18 05:53', end: '2027-04-18 07:42' },
    moments: [{ id: 'dwadashi_end', at: '2027-04-18 07:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'varuthini', date: '2027-05-02',
    paran: { start: '2027-05-03 05:39', end: '2027-05-03 08:19' },
    moments: [{ id: 'dwadashi_end', at: '2027-05-03 20:03' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'mohini', date: '2027-05-16',
    paran: { start: '2027-05-17 05:29', end: '2027-05-17 08:13' },
    moments: [{ id: 'dwadashi_end', at: '2027-05-17 16:28' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'apara', date: '2027-06-01',
    paran: { start: '2027-06-02 05:24', end: '2027-06-02 08:10' },
    moments: [{ id: 'dwadashi_end', at: '2027-06-02 08:28' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'nirjala', date: '2027-06-14',
    paran: { start: '2027-06-15 13:45', end: '2027-06-15 16:33' },
    moments: [{ id: 'hari_vasara_end', at: '2027-06-15 08:13' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'yogini', date: '2027-06-30',
    paran: { start: '2027-07-01 05:27', end: '2027-07-01 08:14' },
    moments: [{ id: 'dwadashi_end', at: '2027-07-01 18:14' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'devshayani', date: '2027-07-14',
    paran: { start: '2027-07-15 05:33', end: '2027-07-15 08:19' },
    moments: [{ id: 'dwadashi_end', at: '2027-07-15 14:40' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'kamika', date: '2027-07-29',
    vaishnava: { date: '2027-07-30', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-delhi-2027.json' },
    paran: { start: '2027-07-30 13:49', end: '2027-07-30 16:31' },
    moments: [{ id: 'hari_vasara_end', at: '2027-07-30 10:29' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'shravana_putrada', date: '2027-08-12',
    paran: { start: '2027-08-13 13:45', end: '2027-08-13 16:24' },
    moments: [{ id: 'hari_vasara_end', at: '2027-08-13 09:34' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'aja', date: '2027-08-28',
    paran: { start: '2027-08-29 05:57', end: '2027-08-29 08:31' },
    moments: [{ id: 'dwadashi_end', at: '2027-08-29 09:35' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'parsva', date: '2027-09-11',
    paran: { start: '2027-09-12 06:04', end: '2027-09-12 08:33' },
    moments: [{ id: 'dwadashi_end', at: '2027-09-12 22:12' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'indira', date: '2027-09-26',
    paran: { start: '2027-09-27 06:12', end: '2027-09-27 08:36' },
    moments: [{ id: 'dwadashi_end', at: '2027-09-27 16:55' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'papankusha', date: '2027-10-11',
    paran: { start: '2027-10-12 06:20', end: '2027-10-12 08:39' },
    moments: [{ id: 'dwadashi_end', at: '2027-10-12 16:13' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'rama', date: '2027-10-25',
    vaishnava: { date: '2027-10-26', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-delhi-2027.json' },
    paran: { start: '2027-10-26 13:12', end: '2027-10-26 15:27' },
    moments: [{ id: 'hari_vasara_end', at: '2027-10-26 08:47' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'devutthana', date: '2027-11-10',
    paran: { start: '2027-11-11 06:40', end: '2027-11-11 08:50' },
    moments: [{ id: 'dwadashi_end', at: '2027-11-11 10:07' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'utpanna', date: '2027-11-24',
    paran: { start: '2027-11-25 06:51', end: '2027-11-25 08:58' },
    moments: [{ id: 'dwadashi_end', at: '2027-11-25 10:50' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'mokshada', date: '2027-12-09',
    paran: { start: '2027-12-10 13:16', end: '2027-12-10 15:20' },
    moments: [{ id: 'hari_vasara_end', at: '2027-12-10 09:13' }],
    source: 'https://www.drikpanchang.com/ekadashis/mokshada/mokshada-ekadashi-date-time.html?year=2027&geoname-id=1261481 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2027.json',
  },
  {
    place: 'new-delhi', year: 2027, id: 'saphala', date: '2027-12-23',
    source: 'date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-delhi-2027.json (the stored paran pages end with Mokshada)',
  },
  // new-york 2027: Drik's 2027 list and Ekadashi pages (geoname-id=5128581), as stored by VedaCal.
  {
    place: 'new-york', year: 2027, id: 'saphala', date: '2027-01-02',
    vaishnava: { date: '2027-01-03', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-york-2027.json' },
    paran: { start: '2027-01-03 12:57', end: '2027-01-03 14:49' },
    moments: [{ id: 'hari_vasara_end', at: '2027-01-03 12:10' }],
    source: 'https://www.drikpanchang.com/ekadashis/saphala/saphala-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'pausha_putrada', date: '2027-01-18',
    paran: { start: '2027-01-19 07:16', end: '2027-01-19 09:12' },
    moments: [{ id: 'dwadashi_end', at: '2027-01-19 18:11' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/pausha-putrada-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'shattila', date: '2027-02-01',
    paran: { start: '2027-02-02 07:20', end: '2027-02-02 09:07' },
    moments: [{ id: 'hari_vasara_end', at: '2027-02-02 07:20' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'jaya', date: '2027-02-16',
    vaishnava: { date: '2027-02-17', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-york-2027.json' },
    paran: { start: '2027-02-17 13:15', end: '2027-02-17 15:24' },
    moments: [{ id: 'hari_vasara_end', at: '2027-02-17 12:15' }],
    source: 'https://www.drikpanchang.com/ekadashis/jaya/jaya-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'vijaya', date: '2027-03-03',
    paran: { start: '2027-03-04 06:26', end: '2027-03-04 08:43' },
    moments: [{ id: 'dwadashi_end', at: '2027-03-04 23:23' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'amalaki', date: '2027-03-18',
    paran: { start: '2027-03-19 07:01', end: '2027-03-19 09:26' },
    moments: [{ id: 'dwadashi_end', at: '2027-03-19 13:47' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'papmochani', date: '2027-04-02',
    paran: { start: '2027-04-03 06:37', end: '2027-04-03 09:10' },
    moments: [{ id: 'dwadashi_end', at: '2027-04-03 18:56' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'kamada', date: '2027-04-16',
    paran: { start: '2027-04-17 06:15', end: '2027-04-17 08:55' },
    moments: [{ id: 'dwadashi_end', at: '2027-04-17 22:12' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'varuthini', date: '2027-05-02',
    paran: { start: '2027-05-03 05:52', end: '2027-05-03 08:41' },
    moments: [{ id: 'dwadashi_end', at: '2027-05-03 10:33' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'mohini', date: '2027-05-16',
    paran: { start: '2027-05-17 05:37', end: '2027-05-17 06:58' },
    moments: [{ id: 'dwadashi_end', at: '2027-05-17 06:58' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'apara', date: '2027-05-31',
    paran: { start: '2027-06-01 05:51', end: '2027-06-01 08:26' },
    moments: [{ id: 'hari_vasara_end', at: '2027-06-01 05:51' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'nirjala', date: '2027-06-14',
    paran: { start: '2027-06-15 05:24', end: '2027-06-15 08:25' },
    moments: [{ id: 'dwadashi_end', at: '2027-06-15 17:00' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'yogini', date: '2027-06-30',
    paran: { start: '2027-07-01 05:28', end: '2027-07-01 08:29' },
    moments: [{ id: 'dwadashi_end', at: '2027-07-01 08:44' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'devshayani', date: '2027-07-13',
    paran: { start: '2027-07-14 14:31', end: '2027-07-14 17:29' },
    moments: [{ id: 'hari_vasara_end', at: '2027-07-14 10:02' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'kamika', date: '2027-07-29',
    paran: { start: '2027-07-30 05:51', end: '2027-07-30 08:43' },
    moments: [{ id: 'dwadashi_end', at: '2027-07-30 16:48' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'shravana_putrada', date: '2027-08-12',
    paran: { start: '2027-08-13 06:04', end: '2027-08-13 08:51' },
    moments: [{ id: 'dwadashi_end', at: '2027-08-13 19:51' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'aja', date: '2027-08-27',
    vaishnava: { date: '2027-08-28', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-york-2027.json' },
    paran: { start: '2027-08-28 08:25', end: '2027-08-28 08:58' },
    moments: [{ id: 'hari_vasara_end', at: '2027-08-28 08:25' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'parsva', date: '2027-09-11',
    paran: { start: '2027-09-12 06:34', end: '2027-09-12 09:05' },
    moments: [{ id: 'dwadashi_end', at: '2027-09-12 12:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'indira', date: '2027-09-26',
    paran: { start: '2027-09-27 06:48', end: '2027-09-27 07:25' },
    moments: [{ id: 'dwadashi_end', at: '2027-09-27 07:25' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'papankusha', date: '2027-10-10',
    paran: { start: '2027-10-11 13:50', end: '2027-10-11 16:06' },
    moments: [{ id: 'hari_vasara_end', at: '2027-10-11 11:09' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'rama', date: '2027-10-25',
    paran: { start: '2027-10-26 07:19', end: '2027-10-26 09:27' },
    moments: [{ id: 'dwadashi_end', at: '2027-10-26 15:33' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'devutthana', date: '2027-11-09',
    paran: { start: '2027-11-10 06:37', end: '2027-11-10 08:38' },
    moments: [{ id: 'dwadashi_end', at: '2027-11-10 23:37' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'utpanna', date: '2027-11-23',
    paran: { start: '2027-11-24 07:21', end: '2027-11-24 08:49' },
    moments: [{ id: 'hari_vasara_end', at: '2027-11-24 07:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'mokshada', date: '2027-12-09',
    paran: { start: '2027-12-10 07:09', end: '2027-12-10 09:01' },
    moments: [{ id: 'dwadashi_end', at: '2027-12-10 16:23' }],
    source: 'https://www.drikpanchang.com/ekadashis/mokshada/mokshada-ekadashi-date-time.html?year=2027&geoname-id=5128581 (read 2026-10-05); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2027.json',
  },
  {
    place: 'new-york', year: 2027, id: 'saphala', date: '2027-12-23',
    source: 'date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-york-2027.json (the stored paran pages end with Mokshada)',
  },
  // vilnius 2027: Drik's 2027 list and Ekadashi pages (geoname-id=593116), as stored by VedaCal.
  {
    place: 'vilnius', year: 2027, id: 'saphala', date: '2027-01-03',
    paran: { start: '2027-01-04 08:41', end: '2027-01-04 10:10' },
    moments: [{ id: 'dwadashi_end', at: '2027-01-04 14:45' }],
    source: 'https://www.drikpanchang.com/ekadashis/saphala/saphala-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'pausha_putrada', date: '2027-01-18',
    vaishnava: { date: '2027-01-19', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/vilnius-2027.json' },
    paran: { start: '2027-01-19 09:32', end: '2027-01-19 10:05' },
    moments: [{ id: 'hari_vasara_end', at: '2027-01-19 09:32' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/pausha-putrada-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'shattila', date: '2027-02-01',
    vaishnava: { date: '2027-02-02', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/vilnius-2027.json' },
    paran: { start: '2027-02-02 14:20', end: '2027-02-02 15:12' },
    moments: [{ id: 'hari_vasara_end', at: '2027-02-02 14:20' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'jaya', date: '2027-02-17',
    paran: { start: '2027-02-18 07:35', end: '2027-02-18 09:34' },
    moments: [{ id: 'dwadashi_end', at: '2027-02-18 10:57' }],
    source: 'https://www.drikpanchang.com/ekadashis/jaya/jaya-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'vijaya', date: '2027-03-03',
    paran: { start: '2027-03-04 13:37', end: '2027-03-04 15:49' },
    moments: [{ id: 'hari_vasara_end', at: '2027-03-04 10:31' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'amalaki', date: '2027-03-18',
    paran: { start: '2027-03-19 06:25', end: '2027-03-19 08:50' },
    moments: [{ id: 'dwadashi_end', at: '2027-03-19 19:47' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'papmochani', date: '2027-04-02',
    paran: { start: '2027-04-03 06:47', end: '2027-04-03 09:25' },
    moments: [{ id: 'dwadashi_end', at: '2027-04-04 01:56' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
    note: 'The stored note reads "Dwadashi End Moment 01:56 AM" without the date Drik prints after a time past midnight: it is 01:56 on 4 April, since the paran on 3 April ends at 09:25 inside Dwadashi (a Dwadashi over at 01:56 on 3 April, before that sunrise, would give no paran in Dwadashi).',
  },
  {
    place: 'vilnius', year: 2027, id: 'kamada', date: '2027-04-16',
    vaishnava: { date: '2027-04-17', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/vilnius-2027.json' },
    paran: { start: '2027-04-17 14:44', end: '2027-04-17 17:35' },
    moments: [{ id: 'hari_vasara_end', at: '2027-04-17 12:31' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'varuthini', date: '2027-05-02',
    paran: { start: '2027-05-03 05:37', end: '2027-05-03 08:41' },
    moments: [{ id: 'dwadashi_end', at: '2027-05-03 17:33' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'mohini', date: '2027-05-16',
    paran: { start: '2027-05-17 05:10', end: '2027-05-17 08:24' },
    moments: [{ id: 'dwadashi_end', at: '2027-05-17 13:58' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'apara', date: '2027-06-01',
    paran: { start: '2027-06-02 04:49', end: '2027-06-02 05:58' },
    moments: [{ id: 'dwadashi_end', at: '2027-06-02 05:58' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'nirjala', date: '2027-06-14',
    paran: { start: '2027-06-15 05:43', end: '2027-06-15 08:09' },
    moments: [{ id: 'hari_vasara_end', at: '2027-06-15 05:43' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'yogini', date: '2027-06-30',
    paran: { start: '2027-07-01 04:46', end: '2027-07-01 08:13' },
    moments: [{ id: 'dwadashi_end', at: '2027-07-01 15:44' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'devshayani', date: '2027-07-14',
    paran: { start: '2027-07-15 05:02', end: '2027-07-15 08:23' },
    moments: [{ id: 'dwadashi_end', at: '2027-07-15 12:10' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'kamika', date: '2027-07-29',
    vaishnava: { date: '2027-07-30', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/vilnius-2027.json' },
    paran: { start: '2027-07-30 07:59', end: '2027-07-30 08:37' },
    moments: [{ id: 'hari_vasara_end', at: '2027-07-30 07:59' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'shravana_putrada', date: '2027-08-12',
    paran: { start: '2027-08-13 07:04', end: '2027-08-13 08:51' },
    moments: [{ id: 'hari_vasara_end', at: '2027-08-13 07:04' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'aja', date: '2027-08-28',
    paran: { start: '2027-08-29 06:20', end: '2027-08-29 07:05' },
    moments: [{ id: 'dwadashi_end', at: '2027-08-29 07:05' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'parsva', date: '2027-09-11',
    paran: { start: '2027-09-12 06:45', end: '2027-09-12 09:21' },
    moments: [{ id: 'dwadashi_end', at: '2027-09-12 19:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'indira', date: '2027-09-26',
    paran: { start: '2027-09-27 07:13', end: '2027-09-27 09:36' },
    moments: [{ id: 'dwadashi_end', at: '2027-09-27 14:25' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'papankusha', date: '2027-10-11',
    paran: { start: '2027-10-12 07:41', end: '2027-10-12 09:51' },
    moments: [{ id: 'dwadashi_end', at: '2027-10-12 13:43' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'rama', date: '2027-10-25',
    paran: { start: '2027-10-26 08:09', end: '2027-10-26 10:06' },
    moments: [{ id: 'dwadashi_end', at: '2027-10-26 22:33' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'devutthana', date: '2027-11-09',
    paran: { start: '2027-11-10 12:55', end: '2027-11-10 14:40' },
    moments: [{ id: 'hari_vasara_end', at: '2027-11-10 11:55' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'utpanna', date: '2027-11-23',
    vaishnava: { date: '2027-11-24', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/vilnius-2027.json' },
    paran: { start: '2027-11-24 14:21', end: '2027-11-24 14:29' },
    moments: [{ id: 'hari_vasara_end', at: '2027-11-24 14:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'mokshada', date: '2027-12-09',
    paran: { start: '2027-12-10 08:30', end: '2027-12-10 09:59' },
    moments: [{ id: 'dwadashi_end', at: '2027-12-10 23:23' }],
    source: 'https://www.drikpanchang.com/ekadashis/mokshada/mokshada-ekadashi-date-time.html?year=2027&geoname-id=593116 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/vilnius-2027.json',
  },
  {
    place: 'vilnius', year: 2027, id: 'saphala', date: '2027-12-23',
    source: 'date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=593116&year=2027 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/vilnius-2027.json (the stored paran pages end with Mokshada)',
  },
];

/** Festivals, per place and year, as Drik Panchang publishes them. */
export const FESTIVAL_REFERENCE: ReferenceRecord[] = [
  // New Delhi 2025.
  {
    place: 'new-delhi', year: 2025, id: 'makar_sankranti', date: '2025-01-14',
    windows: [
      { id: 'punya_kaal', start: '09:03', end: '17:46' },
      { id: 'maha_punya_kaal', start: '09:03', end: '10:48' },
    ],
    moments: [{ id: 'sankranti', at: '09:03' }],
    source: 'tokanews.com web story "Makar Sankranti 2025" (https://tokanews.com/web-stories/makar-sankranti-2025/): Sun enters Makara 09:03 on 2025-01-14, punya kaal 09:03-17:46, maha punya kaal 09:03-10:48; Vistaar News (https://vistaarnews.com/tag/happy-makar-sankranti-2025): 09:03',
    note: 'The page cites "Vedic Panchang", not Drik by name.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'maha_shivaratri', date: '2025-02-26',
    windows: [
      { id: 'nishita', start: '2025-02-27 00:09', end: '2025-02-27 00:59', note: 'durganavratri.in prints 00:08-00:59.' },
      { id: 'ratri_prahar_1', start: '18:19', end: '21:26' },
      { id: 'ratri_prahar_2', start: '21:26', end: '2025-02-27 00:34' },
      { id: 'ratri_prahar_3', start: '2025-02-27 00:34', end: '2025-02-27 03:41' },
      { id: 'ratri_prahar_4', start: '2025-02-27 03:41', end: '2025-02-27 06:48' },
      { id: 'parana', start: '2025-02-27 06:48', end: '2025-02-27 08:54', note: 'durganavratri.in prints 06:52-08:54 with prahars 18:15/21:24/00:34/03:43/06:52, another city\'s figures.' },
    ],
    tithi: { start: '2025-02-26 11:08', end: '2025-02-27 08:54' },
    source: 'NewsX, "Maha Shivratri 2025 date, shubh muhurat, puja timings and parana time" (https://newsx.com/offbeat/maha-shivratri-2025-date-shubh-muhurat-puja-timings-and-parana-time); Asianet Newsable, 2025-02 (https://newsable.asianetnews.com/video/video/maha-shivratri-2025-shubh-muhurat-date-puja-rituals-you-must-know--srevua): tithi 11:08-08:54 and nishita 00:09-00:59',
    note: 'Mint (2025-02-22) prints nishita 00:09-00:59 in its text but a list for another place (00:37-01:29, tithi from 06:38); the New Delhi figures are the ones above.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'holika_dahan', date: '2025-03-13',
    windows: [
      { id: 'muhurat', start: '23:26', end: '2025-03-14 00:30' },
      { id: 'bhadra_punchha', start: '18:57', end: '20:14' },
      { id: 'bhadra_mukha', start: '20:14', end: '22:22' },
    ],
    tithi: { start: '2025-03-13 10:35', end: '2025-03-14 12:23' },
    source: 'ABP Live web story "Holika Dahan 2025 bhadra kaal time" (https://www.abplive.com/web-stories/astro/holika-dahan-2025-bhadra-kaal-time-holi-kab-jalegi-astro-2894322): punchha 18:57-20:14, mukha to 22:22, dahan 23:26-00:30; Tej Gujarati (https://tejgujarati.com/?p=13292): Purnima 2025-03-13 10:35 to 03-14 12:23, muhurat 23:26-00:30',
    note: 'ABP prints "mukha until 22:22" without its start; the start 20:14 is the end of the punchha it prints.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'holi', date: '2025-03-14',
    source: 'newstvlive.in (https://newstvlive.in/?p=6962): Holi on 2025-03-14; Drik-based table in the Magic Time project (Tests/main.swift: 2025 Holika Dahan 03-13, Holi 03-14)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'rama_navami', date: '2025-04-06',
    windows: [{ id: 'madhyahna', start: '11:08', end: '13:39' }],
    moments: [{ id: 'madhyahna', at: '12:24' }],
    tithi: { start: '2025-04-05 19:26', end: '2025-04-06 19:22' },
    source: 'Hindustan Times, 2025-04-03, "According to Drik Panchang" (https://www.hindustantimes.com/lifestyle/fashion/when-is-ram-navami-know-correct-date-time-shubh-muhurat-and-rituals-101743664981818.html): tithi and madhyahna 11:08-13:39; Republic World, 2025-04-03 (Drik): tithi; newstopical.com: madhyahna moment 12:24',
  },
  {
    place: 'new-delhi', year: 2025, id: 'raksha_bandhan', date: '2025-08-09',
    windows: [{ id: 'thread_ceremony', start: '05:47', end: '13:24' }],
    tithi: { start: '2025-08-08 14:12', end: '2025-08-09 13:24' },
    source: 'NewsX, 2025-08-08, "according to Drik Panchang", New Delhi 05:47-13:24 (https://www.newsx.com/lifestyle/raksha-bandhan-2025-when-is-rakhi-august-9-or-8-check-date-timings-and-city-wise-muhurat-details-40927/); India Today, 2025-06-01; Mint, 2025-08-05 (Drik): Purnima 08-08 14:12 to 08-09 13:24',
    note: 'Bhadra ended before sunrise; no aparahna or pradosh alternative was printed. Lokmat Times prints the Purnima start as 14:15.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'krishna_janmashtami', date: '2025-08-15',
    windows: [{ id: 'nishita', start: '2025-08-16 00:04', end: '2025-08-16 00:47' }],
    moments: [{ id: 'midnight', at: '2025-08-16 00:26' }],
    tithi: { start: '2025-08-15 23:49', end: '2025-08-16 21:34' },
    vaishnava: {
      date: '2025-08-16',
      source: 'Times of India via daily8.com, "Krishna Janmashtami 2025: Date, auspicious puja time, city-wise schedules" (https://www.daily8.com/en/article/294bf3058d86a712b237b423e33a39e1): ISKCON Janmashtami Saturday 2025-08-16',
    },
    source: 'Times of India via daily8.com (https://www.daily8.com/en/article/294bf3058d86a712b237b423e33a39e1): Krishna Janmashtami Friday 2025-08-15, nishita 00:04-00:47 on 08-16, midnight moment 00:26, Ashtami 08-15 23:49 to 08-16 21:34; India Today, 2025-08-16 and Mint via menafn, 2025-08-03 (both "according to Drik Panchang"): nishita 00:04-00:47 and the same tithi',
    note: 'India Today and Mint call 08-16 the festival day (the sunrise day and gazetted holiday); Drik\'s Smarta day is the evening before the nishita, 08-15, with ISKCON on 08-16. stockwaves.in prints nishita 00:06-00:49 and midnight 00:27, another city\'s figures (its city list gives New Delhi 00:04-00:47).',
  },
  {
    place: 'new-delhi', year: 2023, id: 'ganesh_chaturthi', date: '2023-09-19',
    windows: [{ id: 'madhyahna', start: '11:01', end: '13:28' }],
    tithi: { start: '2023-09-18 12:39', end: '2023-09-19 13:43' },
    source: 'News18 web story, "Ganesh Chaturthi 2023 Date, Time, Rituals" (https://www.news18.com/web-stories/lifestyle/ganesh-chaturthi-2023-date-time-rituals-540703/), "According to Drikpanchang": tithi and madhyahna 11:01-13:28 on 09-19; News9, 2023-09-15 (https://www.news9live.com/lifestyle/spirituality/ganesh-chaturthi-2023-when-is-it-what-is-the-shubh-muhurat-and-how-is-it-celebrated-2287251), "As per the Drik Panchang": the same',
    note: 'The chaturthi covers madhyahna on both days: from 12:39 on 09-18 (about 50 of its 147 minutes) and the whole of it on 09-19; Drik keeps 09-19.',
  },
  {
    place: 'mumbai', year: 2025, id: 'ganesh_chaturthi', date: '2025-08-27',
    windows: [{ id: 'madhyahna', start: '11:24', end: '13:55' }],
    tithi: { start: '2025-08-26 13:54', end: '2025-08-27 15:44' },
    source: 'NDTV, 2025-08-25, "Ganesh Chaturthi On August 26 Or August 27?" (https://www.ndtv.com/offbeat/ganesh-chaturthi-on-august-26-or-august-27-all-about-date-and-time-of-pooja-muhurat-9155003), "According to the Drik Panchang", its list of other cities: Mumbai 11:24-13:55; Sakshi Post, 2025-08-23 (https://www.sakshipost.com/news/national/ganesh-chaturthi-2025-muhurat-and-puja-timings-443953): the same',
    note: 'The chaturthi begins at 13:54 on 08-26, about two minutes before that day\'s madhyahna ends in Mumbai, and covers all of it on 08-27. The list gives each city\'s window on Drik\'s date; Maharashtra\'s press (ETV Bharat Marathi, Mumbai, 2025-08-26) gives 08-27 too.',
  },
  {
    place: 'ahmedabad', year: 2025, id: 'ganesh_chaturthi', date: '2025-08-27',
    windows: [{ id: 'madhyahna', start: '11:25', end: '13:57' }],
    tithi: { start: '2025-08-26 13:54', end: '2025-08-27 15:44' },
    source: 'NDTV, 2025-08-25 (https://www.ndtv.com/offbeat/ganesh-chaturthi-on-august-26-or-august-27-all-about-date-and-time-of-pooja-muhurat-9155003), "According to the Drik Panchang", its list of other cities: Ahmedabad 11:25-13:57; The Daily Guardian, 2025-08-25 (https://thedailyguardian.com/news/lifestyle/ganesh-chaturthi-2025-date-shubh-muhurat-by-city-and-complete-puja-vidhi-648243): the same',
    note: 'As in Mumbai, the chaturthi touches the end of madhyahna on 08-26 (about four minutes) and covers all of it on 08-27.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'ganesh_chaturthi', date: '2025-08-27',
    windows: [{ id: 'madhyahna', start: '11:05', end: '13:40' }],
    tithi: { start: '2025-08-26 13:54', end: '2025-08-27 15:44' },
    source: 'DNA India, 2025-08-18, "Ganesh Chaturthi 2025: Shubh muhurat, puja vidhi" (https://www.dnaindia.com/viral/report-ganesh-chaturthi-2025-shubh-muhurat-puja-vidhi-for-ganpati-sthapana-3176793): tithi; indianpresshouse.com (https://indianpresshouse.com/?p=553): sthapana muhurat 11:05-13:40',
    note: 'Neither page names Drik Panchang for the madhyahna window.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'sharad_navratri', date: '2025-09-22',
    windows: [
      { id: 'ghatasthapana', start: '06:09', end: '08:06' },
      { id: 'ghatasthapana_abhijit', start: '11:49', end: '12:38' },
    ],
    tithi: { start: '2025-09-22 01:23', end: '2025-09-23 02:55' },
    source: 'India TV, 2025-09-21, "22 September 2025 Panchang: Navratri Kalash Sthapana muhurat" (https://www.indiatvnews.com/lifestyle/spirituality/22-september-2025-panchang-navratri-ghatasthapana-muhurat-rahukaal-2025-09-21-1009309), Delhi times',
  },
  {
    place: 'new-delhi', year: 2025, id: 'vijayadashami', date: '2025-10-02',
    windows: [
      { id: 'vijay_muhurat', start: '14:09', end: '14:56', note: 'NewsBytes (2025-10-01) prints 14:09-14:57.' },
      { id: 'aparahna', start: '13:21', end: '15:44' },
    ],
    tithi: { start: '2025-10-01 19:01', end: '2025-10-02 19:10' },
    source: 'Mint, "as per Drik Panchang" (https://www.livemint.com/news/trends/happy-durga-puja-2025-top-50-wishes-instagram-facebook-whatsapp-messages-and-quotes-for-shashti/amp-11759024355465.html): all four values; Lokmat Times, 2025-09-27, "Dussehra 2025 date, shubh muhurat" (https://www.lokmattimes.com/lifestyle/dussehra-2025-date-shubh-muhurat-puja-timings-and-significance-of-vijayadashami-a510/); NewsBytes, 2025-10-01 (https://www.newsbytesapp.com/news/india/dussehra-2025-significance-rituals-and-muhurat/tldr)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'karwa_chauth', date: '2025-10-10',
    windows: [
      { id: 'puja', start: '17:57', end: '19:11', note: 'NDTV and ABP Live (citing "the Vedic Panchang") print 17:57-19:07.' },
      { id: 'upavasa', start: '06:19', end: '20:13' },
    ],
    moments: [{ id: 'moonrise', at: '20:13' }],
    tithi: { start: '2025-10-09 22:54', end: '2025-10-10 19:38' },
    source: 'Free Press Journal via newspage360.com, "as per Drik Panchang" (https://newspage360.com/lifestyle/karwa-chauth-2025-moonrise-timings-in-mumbai-delhi-kolkata-bengaluru-other-parts-of-india); Hindustan Times via creativebharat.com; Mint, 2025-10-10 (puja ends 19:11, New Delhi moonrise 20:13); Republic World, "As per the Drik Panchang", Delhi 20:13 and puja 17:57-19:11',
  },
  {
    place: 'new-delhi', year: 2025, id: 'ahoi_ashtami', date: '2025-10-13',
    windows: [{ id: 'puja', start: '17:53', end: '19:08' }],
    moments: [
      { id: 'sanjh_star_sighting', at: '18:17' },
      { id: 'moonrise', at: '23:20', note: 'Krishna Dashami moonrise, as Drik prints it.' },
    ],
    tithi: { start: '2025-10-13 12:24', end: '2025-10-14 11:09' },
    source: 'Goodreturns, "According Drikpanchang" (http://origin-www.goodreturns.in/news/ahoi-ashtami-2025-check-sanjh-star-rise-krishna-dashami-moonrise-timing-rituals-significance-1463069.html); Live Hindustan, 2025-09-24, and NewsX, 2025-10-13 (Delhi NCR), the same times',
  },
  {
    place: 'new-delhi', year: 2025, id: 'dhanteras', date: '2025-10-18',
    windows: [
      { id: 'puja', start: '19:17', end: '20:20', note: 'lifemaantra.blogspot.com prints 19:15-20:19 and newspr.live "from 19:16".' },
      { id: 'pradosh', start: '17:48', end: '20:20', note: 'lifemaantra.blogspot.com prints 17:48-20:19.' },
      { id: 'vrishabha', start: '19:15', end: '21:11', note: 'Only lifemaantra.blogspot.com prints it; its other windows differ by a minute or two from Times of India.' },
    ],
    tithi: { start: '2025-10-18 12:18', end: '2025-10-19 13:51' },
    source: 'Times of India, "Diwali 2025 calendar: 5 days of Deepawali" (https://timesofindia.indiatimes.com/religion/festivals/diwali-2025-calendar-5-days-of-deepawali-festival-know-schedule-here/articleshow/124499800.cms): puja 19:17-20:20; Outlook India, 2025-10-13 (https://www.outlookindia.com/astrology/astro-picks/dhanteras-2025-dates-rituals-and-astrological-significance-of-the-day): tithi and pradosh 17:48-20:20; lifemaantra.blogspot.com (https://lifemaantra.blogspot.com/2025/10/dhanteras-2025-date-2025.html): vrishabha',
  },
  {
    place: 'new-delhi', year: 2025, id: 'narak_chaturdashi', date: '2025-10-20',
    windows: [{ id: 'abhyang_snan', start: '05:12', end: '06:25' }],
    source: 'Times of India, "Diwali 2025 calendar: 5 days of Deepawali" (https://timesofindia.indiatimes.com/religion/festivals/diwali-2025-calendar-5-days-of-deepawali-festival-know-schedule-here/articleshow/124499800.cms)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'diwali', date: '2025-10-20',
    windows: [
      { id: 'lakshmi_puja', start: '19:08', end: '20:18' },
      { id: 'pradosh', start: '17:46', end: '20:18' },
      { id: 'vrishabha', start: '19:08', end: '21:03' },
      { id: 'mahanishita', start: '23:41', end: '2025-10-21 00:31' },
      { id: 'simha', start: '2025-10-21 01:38', end: '2025-10-21 03:56' },
    ],
    tithi: { start: '2025-10-20 15:44', end: '2025-10-21 17:54' },
    source: 'DNA India, 2025-10-20, "According to drikpanchang.com" (https://www.dnaindia.com/lifestyle/report-diwali-lakshmi-puja-2025-shubh-muhurat-time-amavasya-tithi-puja-vidhi-rituals-3184785); DNA India, 2025-10-17 (Delhi NCT 19:08-20:18, pradosh 17:46-20:18); Times of India Diwali 2025 calendar: 19:08-20:18',
    note: 'The 2025-10-20 DNA story\'s intro also names a pradosh of 17:51-20:19 and a Taurus period of 19:21-21:22, another city\'s figures; its New Delhi list is the one above.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'govardhan_puja', date: '2025-10-22',
    windows: [
      { id: 'pratahkal', start: '06:26', end: '08:42' },
      { id: 'sayankal', start: '15:29', end: '17:44' },
    ],
    source: 'Times of India, "Diwali 2025 calendar: 5 days of Deepawali" (https://timesofindia.indiatimes.com/religion/festivals/diwali-2025-calendar-5-days-of-deepawali-festival-know-schedule-here/articleshow/124499800.cms)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'bhai_dooj', date: '2025-10-23',
    windows: [{ id: 'aparahna', start: '13:13', end: '15:28' }],
    source: 'Times of India, "Diwali 2025 calendar: 5 days of Deepawali" (https://timesofindia.indiatimes.com/religion/festivals/diwali-2025-calendar-5-days-of-deepawali-festival-know-schedule-here/articleshow/124499800.cms)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'purnima_shraddha', date: '2025-09-07',
    windows: [
      { id: 'kutup', start: '11:54', end: '12:44' },
      { id: 'rauhina', start: '12:44', end: '13:34' },
      { id: 'aparahna', start: '13:34', end: '16:05' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'pratipada_shraddha', date: '2025-09-08',
    windows: [
      { id: 'kutup', start: '11:53', end: '12:44' },
      { id: 'rauhina', start: '12:44', end: '13:34' },
      { id: 'aparahna', start: '13:34', end: '16:04' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'dwitiya_shraddha', date: '2025-09-09',
    windows: [
      { id: 'kutup', start: '11:53', end: '12:43' },
      { id: 'rauhina', start: '12:43', end: '13:33' },
      { id: 'aparahna', start: '13:33', end: '16:03' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'tritiya_shraddha', date: '2025-09-10',
    windows: [
      { id: 'kutup', start: '11:53', end: '12:43' },
      { id: 'rauhina', start: '12:43', end: '13:33' },
      { id: 'aparahna', start: '13:33', end: '16:02' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'chaturthi_shraddha', date: '2025-09-10',
    windows: [
      { id: 'kutup', start: '11:53', end: '12:43' },
      { id: 'rauhina', start: '12:43', end: '13:33' },
      { id: 'aparahna', start: '13:33', end: '16:02' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'panchami_shraddha', date: '2025-09-11',
    windows: [
      { id: 'kutup', start: '11:53', end: '12:43' },
      { id: 'rauhina', start: '12:42', end: '13:32' },
      { id: 'aparahna', start: '13:32', end: '16:02' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
    note: 'India TV prints kutup to 12:43 and rauhina from 12:42, as here.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'shashthi_shraddha', date: '2025-09-12',
    windows: [
      { id: 'kutup', start: '11:53', end: '12:42' },
      { id: 'rauhina', start: '12:42', end: '13:32' },
      { id: 'aparahna', start: '13:32', end: '16:02' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'saptami_shraddha', date: '2025-09-13',
    windows: [
      { id: 'kutup', start: '11:53', end: '12:42' },
      { id: 'rauhina', start: '12:42', end: '13:31' },
      { id: 'aparahna', start: '13:31', end: '16:00' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'ashtami_shraddha', date: '2025-09-14',
    windows: [
      { id: 'kutup', start: '11:52', end: '12:42' },
      { id: 'rauhina', start: '12:41', end: '13:31' },
      { id: 'aparahna', start: '13:31', end: '15:59' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
    note: 'India TV prints kutup to 12:42 and rauhina from 12:41, as here.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'navami_shraddha', date: '2025-09-15',
    windows: [
      { id: 'kutup', start: '11:52', end: '12:41' },
      { id: 'rauhina', start: '12:41', end: '13:30' },
      { id: 'aparahna', start: '13:30', end: '15:58' },
    ],
    source: 'India TV, 2025-09-03, "Pitru Paksha 2025 begins September 7: Full list of Shraadh dates and timings" (https://www.indiatvnews.com/lifestyle/spirituality/pitru-paksha-2025-dates-shraadh-2025-09-03-1006464)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'dashami_shraddha', date: '2025-09-16',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'ekadashi_shraddha', date: '2025-09-17',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'dwadashi_shraddha', date: '2025-09-18',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'trayodashi_shraddha', date: '2025-09-19',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'magha_shraddha', date: '2025-09-19',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'chaturdashi_shraddha', date: '2025-09-20',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'sarva_pitru_amavasya', date: '2025-09-21',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'maha_bharani_shraddha', date: '2025-09-11',
    source: 'DNA India, 2025-09-05, "Pitru Paksha 2025: start and end dates of Shraddha" (https://www.dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025)',
    note: 'Date only: the India TV table with the kutup, rauhina and aparahna windows is cut off after Dashami in the stored copy.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'sandhi_puja', date: '2025-09-30',
    windows: [{ id: 'sandhi_puja', start: '17:42', end: '18:30' }],
    tithi: { start: '2025-09-29 16:31', end: '2025-09-30 18:06' },
    source: 'India TV, 2025-09-29, "Sandhi Puja time 2025: Exact muhurat on September 30" (https://www.indiatvnews.com/lifestyle/spirituality/sandhi-puja-time-2025-durga-puja-2025-09-29-1010597); Mint, "as per Drik Panchang": Ashtami 09-29 16:31 to 09-30 18:06, Navami to 10-01 19:01',
    note: 'The tithi is the Ashtami the puja closes.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'kartik_purnima', date: '2025-11-05',
    tithi: { start: '2025-11-04 22:36', end: '2025-11-05 18:48' },
    source: 'NDTV, "Kartik Purnima 2025: check date, time and rituals" (https://www.ndtv.com/offbeat/kartik-purnima-2025-check-date-time-and-rituals-to-be-followed-auspicious-day-9573798/amp/1); Dainik Jagran, "Dev Diwali 2025 date" (https://www.jagran.com/spiritual/religion-kab-hai-dev-diwali-2025-date-and-time-shubh-muhurat-puja-vidhi-in-hindi-40026368.html); Live Hindustan via HT Syndication, 2025-10-25',
  },
  {
    place: 'new-delhi', year: 2025, id: 'dev_deepawali', date: '2025-11-05',
    windows: [{ id: 'pradosh', start: '17:15', end: '19:05' }],
    tithi: { start: '2025-11-04 22:36', end: '2025-11-05 18:48' },
    source: 'NDTV, "Kartik Purnima 2025" (https://www.ndtv.com/offbeat/kartik-purnima-2025-check-date-time-and-rituals-to-be-followed-auspicious-day-9573798/amp/1): Pradosh Kaal 17:15-19:05; Big TV Live (https://english.bigtvlive.com/?p=70617): the same; Dainik Jagran: Dev Diwali on 2025-11-05',
    note: 'Neither page names Drik Panchang for the pradosh window.',
  },
  // New Delhi 2026.
  {
    place: 'new-delhi', year: 2026, id: 'makar_sankranti', date: '2026-01-14',
    moments: [{ id: 'sankranti', at: '15:13' }],
    source: 'https://www.drikpanchang.com/sankranti/makar-sankranti-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-09), as stored in github.com/gerimantas/VedaCal tests/fixtures/marks/new-delhi-2026.json; News18 via Glance: "after 3:13 PM Sankranti"',
  },
  {
    place: 'new-delhi', year: 2026, id: 'maha_shivaratri', date: '2026-02-15',
    windows: [
      { id: 'nishita', start: '2026-02-16 00:09', end: '2026-02-16 01:01' },
      { id: 'ratri_prahar_1', start: '18:11', end: '21:23' },
      { id: 'ratri_prahar_2', start: '21:23', end: '2026-02-16 00:35' },
      { id: 'ratri_prahar_3', start: '2026-02-16 00:35', end: '2026-02-16 03:47' },
      { id: 'ratri_prahar_4', start: '2026-02-16 03:47', end: '2026-02-16 06:59' },
      { id: 'parana', start: '2026-02-16 06:59', end: '2026-02-16 15:24', note: 'menafn.com (2026-02-02) prints 06:33-15:10; Mint and NDTV Profit, quoting Drik, print 06:59-15:24.' },
    ],
    tithi: { start: '2026-02-15 17:04', end: '2026-02-16 17:34' },
    source: 'Mint, 2026-02-15, "as per Drik Panchang" (https://www.livemint.com/news/trends/happy-maha-shivratri-2026-top-wishes-greetings-and-messages-to-share-with-your-loved-ones-11771116123486.html); NDTV Profit, "According to Drik Panchang" (https://www.ndtvprofit.com/trending/maha-shivratri-2026-date-puja-time-puja-vidhi-rituals-significance-and-more-10992033)',
  },
  {
    place: 'new-delhi', year: 2026, id: 'holika_dahan', date: '2026-03-03',
    windows: [
      { id: 'muhurat', start: '18:22', end: '20:50' },
      { id: 'bhadra_punchha', start: '01:25', end: '02:35' },
      { id: 'bhadra_mukha', start: '02:35', end: '04:30' },
    ],
    tithi: { start: '2026-03-02 17:55', end: '2026-03-03 17:07' },
    source: 'samaydhara.com web story "Holi 2026 date, shubh muhurat, Holika Dahan time" (https://samaydhara.com/web-stories/holi-2026-date-shubh-muhurat-holika-dahan-time-chandra-grahan-impact); NSB News (https://northsouthblock.news/?p=6672) prints the same 18:22-20:50 and Bhadra Mukha 02:35-04:30; date also in the Drik-based table of github.com (Magic Time Tests/main.swift: 2026 Holika Dahan 03-03, Holi 03-04)',
    note: 'Neither page names Drik Panchang; the values are the ones Drik-style pages print for New Delhi (punchha and mukha in the early hours of 03-03). Other almanacs (Patrika, 2026-03-01, Dr. Anish Vyas) put the bonfire on 03-02 18:24-18:36.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'holi', date: '2026-03-04',
    source: 'samaydhara.com web story (https://samaydhara.com/web-stories/holi-2026-date-shubh-muhurat-holika-dahan-time-chandra-grahan-impact): Holika Dahan 03-03, Rangwali Holi 03-04; NSB News (https://northsouthblock.news/?p=6672): Dhulandi 2026-03-04',
  },
  {
    place: 'new-delhi', year: 2026, id: 'rama_navami', date: '2026-03-26',
    windows: [{ id: 'madhyahna', start: '11:13', end: '13:41' }],
    moments: [{ id: 'madhyahna', at: '12:27' }],
    tithi: { start: '2026-03-26 11:48', end: '2026-03-27 10:06' },
    source: 'India Today, 2026-03-06, "Ram Navami 2026 date: Is the festival on March 26 or 27?" (https://www.indiatoday.in/information/story/ram-navami-2026-date-is-the-festival-on-march-26-or-27-check-timings-2878281-2026-03-06); Dainik Jagran English prints the same 11:13-13:41 and 12:27',
    note: 'NewsX (2026-03-22) prints 11:15-13:43 with the moment 12:29 for 03-26, a different city\'s figures; it also lists 03-27 as a second day.',
  },
  // New Delhi 2026, dates only (later festivals).
  {
    place: 'new-delhi', year: 2026, id: 'raksha_bandhan', date: '2026-08-28',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar RAKSHA_BANDHAN_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami. No page quoting Drik\'s 2026 thread-ceremony time was found.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'krishna_janmashtami', date: '2026-09-04',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar JANMASHTAMI_DATES); panchang.org (https://panchang.org/fr/krishna-janmashtami-2026-puja-time-fast-rules-celebration-guide): Friday 2026-09-04, Ashtami 09-04 02:25 to 09-05 00:13',
    note: 'Neither source is Drik. panchang.org prints nishita 23:57-00:43, not recorded as a window because that site was not checked against Drik.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'ganesh_chaturthi', date: '2026-09-14',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar GANESH_CHATURTHI_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'sharad_navratri', date: '2026-10-11',
    source: 'Drik Panchang, New Delhi (geoname-id=1261481), read 2026-10-01, as stored in github.com/tusharma12/jaapcounter tool/observances.json: Ghatasthapana 10-11, Maha Navami 10-19',
  },
  {
    place: 'new-delhi', year: 2026, id: 'vijayadashami', date: '2026-10-20',
    source: 'Drik Panchang, New Delhi (geoname-id=1261481), read 2026-10-01, as stored in github.com/tusharma12/jaapcounter tool/observances.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'diwali', date: '2026-11-08',
    source: 'Drik Panchang, New Delhi (geoname-id=1261481), read 2026-10-01, as stored in github.com/tusharma12/jaapcounter tool/observances.json; Magic Time Tests/main.swift (Drik and DoPT): 2026-11-08',
  },
  {
    place: 'new-delhi', year: 2026, id: 'govardhan_puja', date: '2026-11-10',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar GOVARDHAN_PUJA_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'kartik_purnima', date: '2026-11-24',
    source: 'Drik Panchang, New Delhi (geoname-id=1261481), read 2026-10-01, as stored in github.com/tusharma12/jaapcounter tool/observances.json',
  },
  // New Delhi 2030, the far year: dates only.
  {
    place: 'new-delhi', year: 2030, id: 'makar_sankranti', date: '2030-01-14',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar MAKAR_SANKRANTI_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'maha_shivaratri', date: '2030-03-02',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar MAHA_SHIVARATRI_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'holika_dahan', date: '2030-03-19',
    source: 'the Drik Panchang (New Delhi) and Government of India (DoPT) table in the Magic Time project\'s Tests/main.swift (Diwali, Holika Dahan, Holi 2015-2035; the two sources agree this year)',
  },
  {
    place: 'new-delhi', year: 2030, id: 'holi', date: '2030-03-20',
    source: 'the Drik Panchang (New Delhi) and Government of India (DoPT) table in the Magic Time project\'s Tests/main.swift (Diwali, Holika Dahan, Holi 2015-2035; the two sources agree this year); timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar HOLI_DATES)',
  },
  {
    place: 'new-delhi', year: 2030, id: 'rama_navami', date: '2030-04-12',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar RAM_NAVAMI_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'raksha_bandhan', date: '2030-08-13',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar RAKSHA_BANDHAN_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'krishna_janmashtami', date: '2030-08-21',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar JANMASHTAMI_DATES)',
    note: 'timeanddate gives the holiday date: for 2025 it gives 08-16, Drik\'s ISKCON date, where Drik\'s Smarta date is 08-15. Compare with the Vaishnava date where the two differ.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'ganesh_chaturthi', date: '2030-09-01',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar GANESH_CHATURTHI_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'sharad_navratri', date: '2030-09-28',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar SHARAD_NAVRATRI_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'vijayadashami', date: '2030-10-06',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar DUSSEHRA_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
  {
    place: 'new-delhi', year: 2030, id: 'diwali', date: '2030-10-26',
    source: 'the Drik Panchang (New Delhi) and Government of India (DoPT) table in the Magic Time project\'s Tests/main.swift (Diwali, Holika Dahan, Holi 2015-2035; the two sources agree this year); timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar DIWALI_INDIA_DATES)',
  },
  {
    place: 'new-delhi', year: 2030, id: 'govardhan_puja', date: '2030-10-27',
    source: 'timeanddate.com India holiday pages as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (_HinduLunisolar GOVARDHAN_PUJA_DATES)',
    note: 'timeanddate.com, not Drik Panchang; its India dates match Drik\'s for the 2025 and 2026 festivals recorded here except Janmashtami.',
  },
];

/** An adhik (intercalary) amanta month as almanacs publish it: first and last civil day. */
export interface AdhikMonthReference {
  /** The month's amanta name (an adhik month takes the name of the nija month after it). */
  amanta: 'chaitra' | 'vaishakha' | 'jyeshtha' | 'ashadha' | 'shravana' | 'bhadrapada' | 'ashwin' | 'kartika' | 'margashirsha' | 'pausha' | 'magha' | 'phalguna';
  startDate: string;
  endDate: string;
  source: string;
  note?: string;
}

/** Adhik months, 2012-2026, amanta (new moon to new moon), as published. */
export const ADHIK_MONTH_REFERENCE: AdhikMonthReference[] = [
  {
    amanta: 'bhadrapada', startDate: '2012-08-18', endDate: '2012-09-16',
    source: 'stotrasmantras.blogspot.com, 2012-09, "Adhik Maas 2012, Adhika Bhadrapada" (Marathi, Gujarati, Kannada and Telugu calendars: 2012-08-18 to 09-16); Marathi Wikipedia "अधिकमास" list: from 2012-08-18, Bhadrapada, Shaka 1934',
  },
  {
    amanta: 'ashadha', startDate: '2015-06-17', endDate: '2015-07-16',
    source: 'Wikipedia "Purushottam Maas" (copy at http://piglix.com/piglix/Purushottam_Maas): Adhik Ashadha 2015-06-17 to 07-16 in the tradition where the month starts after the new moon',
    note: 'Marathi Wikipedia\'s list starts it on 2015-06-18 (Ashadha, Shaka 1937): the new moon fell late on 06-16 UTC, so the first day is counted as the 17th by one and the 18th by the other.',
  },
  {
    amanta: 'jyeshtha', startDate: '2018-05-16', endDate: '2018-06-13',
    source: 'HinduPad, "Mal Maas 2018 begins, 16 May" (https://hindupad.com/tag/mal-maas/): 2018-05-16 to 06-13; Wikipedia "Purushottam Maas": Adhik Jyaistha 16 May to 13 June; Marathi Wikipedia: from 2018-05-16',
  },
  {
    amanta: 'ashwin', startDate: '2020-09-18', endDate: '2020-10-16',
    source: 'HinduPad, "Adhik Maas 2020 begins, 18 September 2020" (https://hindupad.com/tag/mal-maas/): 2020-09-18 to 10-16; Marathi Wikipedia: from 2020-09-18, Ashwin, Shaka 1942',
  },
  {
    amanta: 'shravana', startDate: '2023-07-18', endDate: '2023-08-16',
    source: 'Webdunia Hindi, 2023-07-05 (https://hindi.webdunia.com/religious-stories/2023-adhik-maas-vrat-katha-123070500060_1.html): adhik month 2023-07-18 to 08-16 within Shravana; Webdunia Gujarati web story: the same; Marathi Wikipedia: from 2023-07-18, Shravana, Shaka 1945',
  },
  {
    amanta: 'jyeshtha', startDate: '2026-05-17', endDate: '2026-06-15',
    source: 'Patrika, 2026-01-05 (https://www.patrika.com/bhilwara-news/in-2026-the-shehnai-will-play-for-63-days-abujh-sawa-on-basant-panchami-in-january-20231892): adhik month 2026-05-17 to 06-15 within Jyeshtha; Tarun Bharat, 2025-12-03: the same; Drik Panchang\'s 2026 Ekadashi list puts Padmini and Parama Ekadashi (05-27, 06-11) in Jyeshtha (see EKADASHI_REFERENCE)',
  },
];

/** Years in which a source names a kshaya (expunged) month; none of them names the month. */
export const KSHAYA_YEAR_REFERENCE: { gregorianYear: number; source: string; note?: string }[] = [
  { gregorianYear: 1823, source: 'Telugu Rajyam, "Kshaya masam" (https://telugurajyam.com/devotional/know-about-kshaya-masam.html): in the Svabhanu year of 1823' },
  { gregorianYear: 1964, source: 'Telugu Rajyam, "Kshaya masam": in the Krodhi year, 1964, 141 years after 1823', note: 'The Krodhi year ran 1964-65; other accounts date this kshaya month 1963-64.' },
  { gregorianYear: 1983, source: 'HinduPad, "Kshaya Masa" (https://hindupad.com/kshaya-masa/): "The last Kshaya Masa was in 1983"; Telugu Rajyam: Rudhirodgari year, 1983' },
  { gregorianYear: 2124, source: 'HinduPad, "Kshaya Masa": the next two are in 2124 and 2284; Telugu Rajyam: 2124' },
  { gregorianYear: 2284, source: 'HinduPad, "Kshaya Masa": the next two are in 2124 and 2284' },
];
