/**
 * Official names GeoNames' cities500 does not yet give as a place's own name.
 * Indian cities renamed by their state governments since 1995 keep their
 * former name as the GeoNames name, and the new one is sometimes missing
 * from the alternate names (Gurugram) or present only as an alternate
 * (Kochi), which would rank a namesake elsewhere first. Each new name here
 * is added to the place's names and counts as its own name in ranking
 * (rank.ts). Source: the renames published by the state governments, as
 * listed in "List of renamed places in India" (Wikipedia, retrieved 2026-11).
 */
export const OFFICIAL_NAMES: ReadonlyMap<number, readonly string[]> = new Map([
  [1270642, ['Gurugram']], // Gurgaon, Haryana, 2016
  [1273874, ['Kochi']], // Cochin, Kerala, 1996
  [1262321, ['Mysuru']], // Mysore, Karnataka, 2014
  [1276533, ['Belagavi']], // Belgaum, Karnataka, 2014
  [1263780, ['Mangaluru']], // Mangalore, Karnataka, 2014
  [1269920, ['Hubballi']], // Hubli, Karnataka, 2014
  [1276509, ['Ballari']], // Bellary, Karnataka, 2014
  [1275701, ['Vijayapura']], // Bijapur, Karnataka, 2014
  [1270752, ['Kalaburagi']], // Gulbarga, Karnataka, 2014
  [1256515, ['Shivamogga']], // Shimoga, Karnataka, 2014
  [1254089, ['Tumakuru']], // Tumkur, Karnataka, 2014
  [1274220, ['Chikkamagaluru']], // Chikmagalur, Karnataka, 2014
  [1278994, ['Prayagraj']], // Allahabad, Uttar Pradesh, 2018
  [1278149, ['Chhatrapati Sambhajinagar']], // Aurangabad, Maharashtra, 2023
  [1261012, ['Dharashiv']], // Osmanabad, Maharashtra, 2023
  [1279228, ['Ahilyanagar']], // Ahmednagar, Maharashtra, 2024
  [1269939, ['Narmadapuram']], // Hoshangabad, Madhya Pradesh, 2022
]);
