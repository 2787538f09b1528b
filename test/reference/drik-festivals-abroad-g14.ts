/**
 * Drik Panchang's own festival pages for places in the United States, for
 * observances that had no place abroad (issue 32). Nothing here is computed
 * by this project. Drik opens a page at its reader's location; the copies
 * below were stored as served to readers in Columbus, Ohio (GeoNames 4509177,
 * `columbus-oh`), Fairfield, Connecticut (GeoNames 4834157, `fairfield-ct`),
 * Erie, Pennsylvania (GeoNames 5188843, `erie-pa`) and Lancaster, California
 * (GeoNames 5364940, `lancaster-ca`), and are read through the project's
 * reference search (read 2026-11-29; Hindi pages, `lang=hi`, and one English
 * page; the page titles name the city).
 *
 * Same record shape as drik-festivals-declared.ts; times are the place's
 * wall-clock times as Drik prints them ("स्थानीय समय और डी.एस.टी समायोजित"):
 * EST in January 2026, EDT in August 1957, PDT in August 2025, and the local
 * mean time of the time-zone database before the zones of 1883 (Erie 1803,
 * Lancaster 1860).
 *
 * Drik's "Balarama Jayanti" page changed observance between the stored copies:
 * the older copy (Fairfield 1957) names Bhadrapada krishna shashthi, the
 * Hala Shashthi our `balarama_jayanti` follows (drik-month-grid.ts); the newer
 * copies (Lancaster 1860 and 2025) name Bhadrapada shukla shashthi, another
 * observance this project does not serve. Those two are kept as disagreements
 * (reference-differs.ts), dated only, the shukla shashthi spans in their
 * sources.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const SEARCH = "stored copy read through the project's reference search, 2026-11-29";

export const ABROAD_G14_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  {
    place: 'columbus-oh', year: 2026, id: 'ganesh_jayanti', date: '2026-01-22',
    tithi: { start: '2026-01-21 16:17', end: '2026-01-22 15:58' },
    window: { id: 'puja', start: '11:45', end: '13:43' },
    source:
      'Drik Panchang, "2026 गणेश जयन्ती पूजा दिन और समय कोलंबस, Ohio, संयुक्त राज्य अमेरिका के लिए" ' +
      `(https://www.drikpanchang.com/hindu-gods/ganesha/ganesha-jayanti/ganesha-jayanti-date-time.html?lang=hi&year=2026, ${SEARCH}): ` +
      '"गणेश जयन्ती बृहस्पतिवार, जनवरी 22, 2026 को", "मध्याह्न गणेश पूजा मुहूर्त - 11:45 ए एम से 01:43 पी एम", "चतुर्थी तिथि ' +
      'प्रारम्भ - जनवरी 21, 2026 को 04:17 पी एम बजे", "चतुर्थी तिथि समाप्त - जनवरी 22, 2026 को 03:58 पी एम बजे" (EST)',
  },
  {
    place: 'fairfield-ct', year: 1957, id: 'balarama_jayanti', date: '1957-08-16',
    tithi: { start: '1957-08-15 20:52', end: '1957-08-16 22:41' },
    source:
      'Drik Panchang, "1957 बलराम जयन्ती का दिन Fairfield, Connecticut, संयुक्त राज्य अमेरिका के लिये" ' +
      `(https://www.drikpanchang.com/dashavatara/lord-balarama/balarama-jayanti-date-time.html?year=1957, ${SEARCH}): ` +
      '"बलराम जयन्ती शुक्रवार, अगस्त 16, 1957 को", "षष्ठी तिथि प्रारम्भ - अगस्त 15, 1957 को 08:52 पी एम बजे", "षष्ठी तिथि ' +
      "समाप्त - अगस्त 16, 1957 को 10:41 पी एम बजे\" (EDT): Bhadrapada krishna shashthi, the Hala Shashthi of Drik's older page",
  },
  {
    place: 'erie-pa', year: 1803, id: 'mahesh_navami', date: '1803-05-29',
    tithi: { start: '1803-05-28 17:35', end: '1803-05-29 20:04' },
    source:
      'Drik Panchang, "1803 महेश नवमी का दिन और समय Erie, Pennsylvania, संयुक्त राज्य अमेरिका के लिये" ' +
      `(https://www.drikpanchang.com/jayanti/mahesh-navami/mahesh-navami-date-time.html?year=1803, ${SEARCH}): ` +
      '"महेश नवमी रविवार, मई 29, 1803 को", "नवमी तिथि प्रारम्भ - मई 28, 1803 को 05:35 पी एम बजे", "नवमी तिथि समाप्त - मई 29, ' +
      '1803 को 08:04 पी एम बजे" (local mean time, UTC-4:56:02)',
  },
  {
    place: 'lancaster-ca', year: 1860, id: 'balarama_jayanti', date: '1860-08-21',
    source:
      'Drik Panchang, "1860 बलराम जयन्ती का दिन लँकेस्टर, California, संयुक्त राज्य अमेरिका के लिये" ' +
      `(https://www.drikpanchang.com/dashavatara/lord-balarama/balarama-jayanti-date-time.html?lang=hi&year=1860, ${SEARCH}): ` +
      '"बलराम जयन्ती मंगलवार, अगस्त 21, 1860 को", "बलराम जयन्ती मुहूर्त - 10:43 ए एम से 01:22 पी एम", "षष्ठी तिथि प्रारम्भ - ' +
      'अगस्त 20, 1860 को 09:35 पी एम बजे", "षष्ठी तिथि समाप्त - अगस्त 21, 1860 को 07:15 पी एम बजे" (local mean time, ' +
      'UTC-7:52:58): Bhadrapada shukla shashthi, not Hala Shashthi; see reference-differs.ts',
  },
  {
    place: 'lancaster-ca', year: 2025, id: 'balarama_jayanti', date: '2025-08-28',
    source:
      'Drik Panchang, "2025 Balarama Jayanti date for Lancaster, California, United States" ' +
      `(https://www.drikpanchang.com/dashavatara/lord-balarama/balarama-jayanti-date-time.html?year=2025, ${SEARCH}): ` +
      '"Balarama Jayanti on Thursday, August 28, 2025", "Balarama Jayanti Muhurat - 11:35 AM to 02:12 PM", "Shashthi Tithi ' +
      'Begins - 05:26 AM on Aug 28, 2025", "Shashthi Tithi Ends - 07:51 AM on Aug 29, 2025" (PDT): Bhadrapada shukla shashthi, ' +
      'not Hala Shashthi; see reference-differs.ts',
  },
];
