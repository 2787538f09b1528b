/**
 * The published dates of test/reference/drik-festivals-jan-jun.ts,
 * drik-festivals-jul-dec.ts, drik-festivals-more-a.ts, drik-festivals-more-b.ts and drik-festivals-abroad.ts that the rules do not give, each with why and
 * the second source that settles it, by "place id date": the references'
 * test (reference-halves.test.ts) asserts they still differ, and
 * declared-festivals.test.ts leaves them out of the verified years.
 */
export const HALF_YEAR_DATE_DIFFERS: Record<string, string> = {
  'new-delhi govardhan_puja 2023-11-13':
    'timeanddate.com prints 13 November 2023, the day amavasya still holds at sunrise (it ends 14:56); Drik (Kalam Times, "according ' +
    'to Drik Panchang"), Webdunia and ABP Live keep the 14th, the first sunrise in pratipada, as the rule does (the day after ' +
    'Diwali only when pratipada holds at its sunrise). The rule follows Drik.',
  'new-york karwa_chauth 2022-10-13':
    "LatestLY's US table gives New York's moonrise on India's Karwa Chauth (13 October). Drik's chaturthi (News18, above: 01:59 IST " +
    '13 October to 03:08 IST 14 October) runs 16:29 EDT 12 October to 17:38 EDT 13 October, so it has ended before the moonrise of ' +
    "the 13th and holds at the moonrise of the 12th: the rule (chaturthi at moonrise) keeps New York's on 12 October.",
  'london ahoi_ashtami 2024-10-23':
    "Ritual Roots (UK) prints Wednesday 23 October 2024 for London, with that evening's star sighting (18:24) and moonrise (22:14). " +
    "London's ashtami (Drik's New Delhi span, 01:18 IST 24 October to 01:58 IST 25 October) runs 20:48 BST 23 October to 21:28 BST " +
    "24 October: it begins after the 23rd's sunset, star sighting and first tenth of the night, holding only at its moonrise, and " +
    "covers the 24th's evening. The rule (ashtami in the first tenth of the night, the sanjh puja, which gives Drik's New Delhi days " +
    "2023-2025 and London's 2025 puja 18:11-19:30 to the minute) keeps the 24th; the 23rd fits a moonrise reckoning that no Drik " +
    'page we found states. No second London source was found; the rule is unchanged.',
  'new-york maha_shivaratri 2015-02-17':
    "shivadarshana.blogspot.com gives the Eastern zone 17 February. New York's chaturdashi (as the engine computes it, 02:06 to " +
    '22:33 EST 17 February, a 20-hour tithi) begins after the nishita of the night of the 16th and ends before the next, so it holds neither ' +
    'nishita. The rule then keeps the night it begins in (the 16th); Dharma Sindhu keeps the second day ("if on both days it does ' +
    'not pervade midnight, take the second day\'s", transliteral.org, the Marathi Dharma Sindhu, Magha krishna chaturdashi), as ' +
    'the blog does. No Drik page for New York in such a year (2015, 2025) was found; the rule is unchanged and the case reported.',
  'chicago maha_shivaratri 2015-02-17':
    "The same case as New York (chaturdashi, as computed, 01:06 to 21:33 CST 17 February, holding neither nishita): the blog's Central zone " +
    "17 February follows Dharma Sindhu's second day, the rule the night it begins in (the 16th).",
};
