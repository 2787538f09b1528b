/**
 * The published dates of test/reference/drik-festivals-jan-jun.ts and
 * drik-festivals-jul-dec.ts that the rules do not give, each with why and
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
};
