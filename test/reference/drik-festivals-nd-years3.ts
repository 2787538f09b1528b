/**
 * Drik Panchang's New Delhi dates for observances the other references hold in fewer than three of the years 2023-2027
 * with Drik named (issue 32): a third pass after drik-festivals-nd-years.ts and drik-festivals-nd-years2.ts. Each record
 * names the page that prints the value and quotes where it says the value is Drik's ("as per Drik Panchang"). The
 * newspapers name no city; their times are New Delhi's (IST), as in drik-festivals-nd-years2.ts. Nothing here is
 * computed by this project. All pages read 2026-11-29 as stored copies the reference search returns.
 *
 * Two shapes, each compared as its kind is elsewhere: festivals (DeclaredFestivalReference, reference-halves.test.ts, or
 * nd-years3.test.ts for a year's second occurrence) and the observances tied to a sankranti (SankrantiObservanceReference,
 * nd-years3.test.ts by sankranti-reference-check.ts). No monthly vrat (Satyanarayan Puja, Masik Karthigai) was found with
 * Drik named for New Delhi.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';
import type { SankrantiObservanceReference } from './drik-sankranti.ts';

export const ND_YEARS3_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Durga Puja's Maha Saptami (Ashwin shukla saptami). Date only: the page prints the saptami's end (12:31 PM on the
  // 10th; the rule's 12:32) but not its start.
  {
    year: 2024, id: 'durga_puja_saptami', date: '2024-10-10',
    source:
      'The National Bulletin (2024-10-10), "Mahasaptami 2024: Date, Time, Significance, Rituals and Wishes for Durga Puja ' +
      'Saptami Tithi" (https://thenationalbulletin.in/mahasaptami-2024-date-time-significance-rituals-and-wishes-for-durga-' +
      'pujasaptamitithi): "As per Drik Panchang Saptami and Ashtami will be on October 10. Saptami tithi will be till 12:31 pm today"',
  },
];

/**
 * Festivals a year holds twice, recorded at the year's second: reference-halves.test.ts compares a record with the year's
 * first occurrence, so these are compared in nd-years3.test.ts with the occurrence on their date.
 */
export const ND_YEARS3_SECOND_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Vaikuntha Ekadashi (the shukla ekadashi of Margazhi); 2023 holds two, 2 January and 23 December.
  {
    year: 2023, id: 'vaikuntha_ekadashi', date: '2023-12-23',
    tithi: { start: '2023-12-22 08:16', end: '2023-12-23 07:11' },
    source:
      'Now Hyderabad (2023-12-22), "Vaikuntha Ekadashi 2023: date, significance, celebrations" ' +
      '(https://nowhyderabad.com/index.php/2023/12/22/vaikuntha-ekadashi-2023-date-significance-celebrations): "This year, ' +
      'Vaikuntha Ekadashi will be observed on December 23. According to Drik Panchang, Ekadashi Tithi will begin at 8:16 AM on ' +
      'December 22 and will end at 7:11 AM on December 23"; axpertmedia.in the same ("Drik Panchang predicts ...")',
  },
];

export const ND_YEARS3_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  // Baisakhi (the day Mesha Sankranti is kept).
  {
    place: 'new-delhi', year: 2023, id: 'baisakhi', date: '2023-04-14',
    source:
      'Republic World (2023-04-10), "When is Baisakhi 2023, 13th or 14th April? Know what is special this year" ' +
      '(https://republicworld.com/amp/lifestyle/when-is-baisakhi-2023-13th-or-14th-april-know-what-is-special-this-year-articleshow): ' +
      '"as per the Drik Panchang, the auspicious Vaishakhi Sankranti moment, will be falling on April 14 at 3.12 pm"',
  },
  {
    place: 'new-delhi', year: 2024, id: 'baisakhi', date: '2024-04-13',
    source:
      'Mint (2024-04-13), "Happy Baisakhi 2024: wishes, images, greetings ..." (https://www.livemint.com/news/happy-baisakhi-' +
      '2024-wishes-images-greetings-whatsapp-status-and-facebook-messages-to-share-with-your-loved-ones-11712971489755.html): ' +
      '"Vaisakhi is being celebrated on Saturday, April 13 this year as per Drik Panchang, Vaisakhi Sankranti moment which is at ' +
      '9:15 pm on April 13"',
  },
  // Uttarayan (the day Makar Sankranti is kept; Gujarat's kite festival). Dates only: the moments printed are the
  // sankranti's (Mint's 2:45 am is nine minutes before the 2:54 am other pages quote for 2024; not compared here).
  {
    place: 'new-delhi', year: 2024, id: 'uttarayan', date: '2024-01-15',
    source:
      'Mint via MENAFN (2024-01-13), "Happy Makar Sankranti 2024: Wishes And Messages To Share ..." (https://menafn.com/' +
      '1107716031/Happy-Makar-Sankranti-2024-Wishes-And-Messages-To-Share-With-Your-Loved-Ones-During-This-Harvest-Festival): ' +
      '"as per Drik Panchang, this year the festival will be celebrated on January 15, a day after Lohri ... According to Drik ' +
      'Panchang, the Sankranti tithi will be 2:45 am on January 15"; the Sun\'s "period of Uttarayan" begins with it',
  },
  {
    place: 'new-delhi', year: 2025, id: 'uttarayan', date: '2025-01-14',
    source:
      'NDTV (2025-01-13), "Makar Sankranti 2025: know the importance of flying kites during this time of the year" ' +
      '(https://www.ndtv.com/offbeat/makar-sankranti-2025-know-the-importance-of-flying-kites-during-this-time-of-the-year-7463511): ' +
      '"Makar Sankranti in 2025 will be celebrated on Tuesday, January 14. According to Drik Panchang, the auspicious timings for ' +
      'the day are as follows: Auspicious Period: From 9:03 AM to 5:46 PM"; the kite flying of the day is Gujarat\'s ' +
      '"International Kite Festival" (Uttarayan)',
  },
  // Kharmas (from the day Dhanu Sankranti is kept).
  {
    place: 'new-delhi', year: 2024, id: 'kharmas_start', date: '2024-12-15',
    source:
      'Narad News (2024-12), "खरमास 2024: तिथियां, महत्व और ..." (https://naradnews.com/%e0%a4%96%e0%a4%b0%e0%a4%ae%e0%a4%be%e0%a4%b8-' +
      '2024-%e0%a4%a4%e0%a4%bf%e0%a4%a5%e0%a4%bf%e0%a4%af%e0%a4%be%e0%a4%82-%e0%a4%ae%e0%a4%b9%e0%a4%a4%e0%a5%8d%e0%a4%b5-' +
      '%e0%a4%94%e0%a4%b0-%e0%a4%85%e0%a4%b6): "इस वर्ष, द्रिक पंचांग में कहा गया है कि सूर्य का धनु राशि में गोचर और उसके बाद धनु ' +
      'संक्रांति रविवार, 15 दिसंबर, 2024 को रात 10:19 बजे होगी, जो खरमास की शुरुआत का प्रतीक है" (Drik Panchang: Dhanu Sankranti ' +
      'on Sunday 15 December 2024 at 10:19 PM, the start of Kharmas)',
  },
];
