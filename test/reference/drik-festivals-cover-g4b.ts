/**
 * Published dates and tithi spans of the Kartik-to-Pausha observances (Chhath,
 * Guru Nanak Jayanti, Kartik Purnima, Vaikuntha Chaturdashi and the rest) that
 * the earlier references hold only from pages naming no almanac: each record
 * here is Drik Panchang's as a named newspaper or web page quotes it ("according
 * to Drik Panchang"), New Delhi unless a place is named, or a city table the
 * page prints beside Drik's tithi. Nothing here is computed by this project.
 * Times are the place's wall-clock times: tithi 'YYYY-MM-DD HH:MM', windows 'HH:MM' on the date.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/** The Hans India (2024-11-07): Drik's shashthi span and its city table of Sandhya Arghya sunsets for 7 November 2024. */
const HANS_INDIA_CHHATH_2024 =
  'The Hans India (2024-11-07), "Chhath Puja 2024: Sandhya Arghya Sunset Timings for Major Cities Including Delhi, Mumbai, ' +
  'Patna & More" (https://thehansindia.com/amp/life-style/chhath-puja-2024-sandhya-arghya-sunset-timings-for-major-cities-' +
  'including-delhi-mumbai-patna-more-919894): shashthi 12:41 AM 7 November to 12:34 AM 8 November "according to Drik Panchang", ' +
  'Sandhya Arghya on 7 November';

/**
 * Drik Panchang's 2026 pages for Delhi (geoname-id=1273294, the NCT's own record, 2 km from New Delhi's) and Varanasi, fetched
 * on 2026-08-06/07 and stored, with the literals read from each page, in the Devam project's fixtures
 * (github.com/toolsatZyra/devam-universe knowledge_packs/panchang/, commit 080af9e).
 */
const DEVAM = (fixture: string, page: string) =>
  `Drik Panchang, ${page}, as fetched on 2026-08-07 and stored in github.com/toolsatZyra/devam-universe ` +
  `knowledge_packs/panchang/${fixture}`;

/**
 * Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865), transcribed day by day into a public engine's
 * acceptance fixture (GitHub code index id 61792798565, drik2027.fixture.js: "Transcribed from Drik's own pages
 * (drikpanchang.com month-panchang for Jodhpur, geoname-id 1268865, one page per month) ... never from our own engine's
 * output"). Dates only.
 */
const JODHPUR_2027 =
  "Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865) as transcribed in a public engine's acceptance fixture " +
  '(GitHub code index id 61792798565, drik2027.fixture.js)';

export const COVER_G4B_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Chhath Puja (the Sandhya Arghya, Kartika shukla shashthi).
  {
    year: 2023, id: 'chhath_puja', date: '2023-11-19',
    source:
      'NDTV (2023-11), "Chhath Puja 2023: know sunset timings in different cities for arghya" (https://www.ndtv.com/offbeat/' +
      'chhath-puja-2023-know-sunset-timings-in-different-cities-for-arghya-4575532): the festival 17 to 20 November, "according ' +
      'to Drik Panchang" the third day\'s sunset 5:26 PM; LatestLY (2023-11-19): "the Sandhya Arghya ... will be observed on November 19"',
  },
  {
    year: 2024, id: 'chhath_puja', date: '2024-11-07',
    tithi: { start: '2024-11-07 00:41', end: '2024-11-08 00:34' },
    source: `${HANS_INDIA_CHHATH_2024}, New Delhi's sunset 5:32 PM`,
  },
  {
    place: 'kolkata', year: 2024, id: 'chhath_puja', date: '2024-11-07',
    tithi: { start: '2024-11-07 00:41', end: '2024-11-08 00:34' },
    source: `${HANS_INDIA_CHHATH_2024}, Kolkata's sunset 4:56 PM`,
  },
  {
    place: 'mumbai', year: 2024, id: 'chhath_puja', date: '2024-11-07',
    tithi: { start: '2024-11-07 00:41', end: '2024-11-08 00:34' },
    source: `${HANS_INDIA_CHHATH_2024}, Mumbai's sunset 6:02 PM`,
  },
  {
    place: 'lucknow', year: 2024, id: 'chhath_puja', date: '2024-11-07',
    tithi: { start: '2024-11-07 00:41', end: '2024-11-08 00:34' },
    source: `${HANS_INDIA_CHHATH_2024}, Lucknow's sunset 5:19 PM`,
  },
  {
    year: 2025, id: 'chhath_puja', date: '2025-10-27',
    source:
      'Zee News (2025-10-28), "Chhath Puja 2025 Sandhya Arghya: check today\'s sunset time in Patna, Delhi, Kolkata and other ' +
      'major Indian cities" (https://zeenews.india.com/culture/chhath-puja-2025-sandhya-arghya-check-today-s-sunset-time-in-patna-' +
      'delhi-kolkata-and-other-major-indian-cities-2977128): the Sandhya Arghya on Monday 27 October, "according to drik panchang" ' +
      "Delhi's sunset that day about 5:40 PM; India TV (2025-10-27) the same day and time",
  },
  // Kartik Purnima and Guru Nanak Jayanti (Kartika purnima).
  {
    year: 2023, id: 'kartik_purnima', date: '2023-11-27',
    tithi: { start: '2023-11-26 15:53', end: '2023-11-27 14:45' },
    source:
      'Boldsky (2023-11), "When Is Kartik Purnima 2023? Start And End Date, Puja Timings" (http://origin-www.boldsky.com/yoga-' +
      'spirituality/when-is-kartik-purnima-2023-start-and-end-date-puja-timings-importance-and-significance-151977.html): Monday ' +
      '27 November, "According to Drik Panchang" purnima 03:53 PM 26 November to 02:45 PM 27 November',
  },
  {
    year: 2023, id: 'guru_nanak_jayanti', date: '2023-11-27',
    tithi: { start: '2023-11-26 15:53', end: '2023-11-27 14:45' },
    source:
      'stackumbrella.com (2023-11), "Guru Nanak Jayanti 2023: all you need to know" (https://www.stackumbrella.com/guru-nanak-' +
      'jayanti-2023-all-you-need-to-know): Monday 27 November, "According to Drik Panchang" purnima 03:53 pm 26 November to 02:45 ' +
      'pm 27 November; LatestLY (2023-11-21) the same day and tithi',
  },
  {
    year: 2024, id: 'guru_nanak_jayanti', date: '2024-11-15',
    tithi: { start: '2024-11-15 06:19', end: '2024-11-16 02:58' },
    source:
      'indiastime.com (2024-11), "Guru Nanak Jayanti 2024: When Is Gurpurab? Date, Time, Rituals And Significance": Friday 15 ' +
      'November "as per Drik Panchang", "According to Drik Panchang" purnima 06:19 AM 15 November to 02:58 AM 16 November; ' +
      'LatestLY (2024-11-14, "According to drikpanchang") the same day and tithi',
  },
  {
    year: 2025, id: 'guru_nanak_jayanti', date: '2025-11-05',
    tithi: { start: '2025-11-04 22:36', end: '2025-11-05 18:48' },
    source:
      'Hindustan Times (2025-11-03), "Guru Nanak Jayanti 2025 date: when is Gurpurab in 2025" (https://www.hindustantimes.com/' +
      'lifestyle/festivals/guru-nanak-jayanti-2025-date-when-is-gurpurab-in-2025-know-auspicious-timings-purnima-tithi-history-' +
      'significance-101762159455636.html): Wednesday 5 November, "According to Drik Panchang" purnima 10:36 PM 4 November to ' +
      '6:48 PM 5 November; HT Telugu (2025-11-04, via htsyndication.com) the same',
  },
  // Vaikuntha Chaturdashi (Kartika shukla chaturdashi).
  {
    year: 2023, id: 'vaikuntha_chaturdashi', date: '2023-11-25',
    source:
      'Telugu Stop (2023-11), "Vaikuntha Chaturdashi 2023: date, time, shubh muhurat" (https://telugustop.com/vaikuntha-' +
      'chaturdashi-2023-date-time-shubh-muhurat-significance): "according to Drik Panchang" (in Telugu) Vaikuntha Chaturdashi and ' +
      'Visweshwara Vratam on Saturday 25 November, sunrise 6:51 and sunset 5:24',
  },
  // Drik's 2026 pages for Delhi and Varanasi (the Devam fixtures).
  ...(
    [
      ['chhath_nahay_khay', '2026-11-13', 'Nahay Khay'],
      ['chhath_kharna', '2026-11-14', 'Lohanda and Kharna'],
      ['chhath_puja', '2026-11-15', 'Chhath Puja and Sandhya Arghya'],
      ['chhath_usha_arghya', '2026-11-16', 'Usha Arghya and Parana day'],
    ] as const
  ).map(
    ([id, date, name]): DeclaredFestivalReference => ({
      year: 2026, id, date,
      source: `${DEVAM('chhath-patna-delhi-2026-v1.json', 'chhath/chhath-puja-calendar.html?geoname-id=1273294&year=2026 (Delhi)')}: "${name}" on ${date}`,
    }),
  ),
  {
    year: 2026, id: 'tulsi_vivah', date: '2026-11-21',
    tithi: { start: '2026-11-21 06:31', end: '2026-11-22 04:56' },
    source:
      `${DEVAM('tulasi-vivah-2026-v1.json', 'festivals/tulasi-vivah/tulasi-vivah-date-time.html?geoname-id=1273294&year=2026 (Delhi)')}: ` +
      '21 November, dwadashi 06:31 21 November to 04:56 22 November',
  },
  {
    year: 2026, id: 'kalabhairav_jayanti', date: '2026-12-01',
    tithi: { start: '2026-12-01 00:11', end: '2026-12-01 23:13' },
    source:
      `${DEVAM('kalabhairava-delhi-2026-v1.json', 'vrats/masik-kalashtami-dates.html?geoname-id=1273294&year=2026 (Delhi)')}: ` +
      'Kalabhairav Jayanti Tuesday 1 December, Margashirsha krishna ashtami 00:11 to 23:13 on 1 December',
  },
  {
    year: 2026, id: 'vivah_panchami', date: '2026-12-14',
    tithi: { start: '2026-12-13 16:47', end: '2026-12-14 19:15' },
    source:
      `${DEVAM('vivaha-panchami-delhi-2026-v1.json', 'festivals/vivah-panchami/vivah-panchami-date-time.html?geoname-id=1273294&year=2026 (Delhi)')}: ` +
      'Monday 14 December, panchami 16:47 13 December to 19:15 14 December',
  },
  ...(['new-delhi', 'mumbai'] as const).map(
    (place): DeclaredFestivalReference => ({
      ...(place === 'new-delhi' ? {} : { place }), year: 2026, id: 'gita_jayanti', date: '2026-12-20',
      tithi: { start: '2026-12-19 22:09', end: '2026-12-20 20:14' },
      source:
        `${DEVAM('gita-jayanti-2026-v1.json and ekadashi-delhi-mumbai-chennai-september-december-2026-v1.json', 'vrats/ekadashidates.html?geoname-id=1273294 and 1275339&year=2026 (Delhi, Mumbai)')}: ` +
        'Gita Jayanti with the Mokshada Ekadashi, the one Smarta date of its Delhi, Mumbai and Chennai lists, 20 December; ekadashi 22:09 ' +
        '19 December to 20:14 20 December',
    }),
  ),
  {
    place: 'varanasi', year: 2026, id: 'dev_deepawali', date: '2026-11-24',
    tithi: { start: '2026-11-23 23:42', end: '2026-11-24 20:23' },
    window: { id: 'pradosh', start: '17:08', end: '19:47' },
    source:
      `${DEVAM('dev-deepawali-varanasi-2026-v1.json', 'diwali/dev-diwali/dev-deepawali-date-time.html?geoname-id=1253405&year=2026 (Varanasi)')}: ` +
      '24 November, purnima 23:42 23 November to 20:23 24 November, Pradoshkal 17:08 to 19:47',
  },
  // Frisco, Texas, 2026: Drik's Kartika Purnima page for Frisco.
  {
    place: 'frisco', year: 2026, id: 'kartik_purnima', date: '2026-11-24',
    source:
      "Drik Panchang's Kartika Purnima page for Frisco, Texas (geoname-id=4692559), as read in September 2026 for a public app's " +
      'festival-calendar specification (GitHub code index id 69545120269, "Festival Calendar V1", section 2A: "Kartika Purnima", ' +
      'Frisco Nov 24, Hyderabad Nov 24, "Drik dedicated pages x2")',
  },
  // Mumbai 2021: the Free Press Journal's Drik times.
  {
    place: 'mumbai', year: 2021, id: 'tulsi_vivah', date: '2021-11-15',
    tithi: { start: '2021-11-15 06:39', end: '2021-11-16 08:01' },
    source:
      'Free Press Journal (2021-11-14), "Tulsi Vivah 2021: date, timings, significance" (https://www.freepressjournal.in/' +
      'spirituality/tulsi-vivah-2021-date-timings-significance-heres-all-you-need-to-know): Monday 15 November, "Tithi timings ' +
      'for Mumbai" dwadashi 06:39 AM 15 November to 08:01 AM 16 November, "(Date & Time Source: Drikpanchang)"',
  },
  // Jodhpur 2027: Drik's month pages.
  ...(
    [
      ['chhath_puja', '2027-11-04', 'chhath-puja'],
      ['akshaya_navami', '2027-11-07', 'akshaya-navami'],
      ['tulsi_vivah', '2027-11-11', 'tulsi-vivah'],
      ['vaikuntha_chaturdashi', '2027-11-12', 'vaikuntha-chaturdashi'],
      ['dev_deepawali', '2027-11-13', 'dev-diwali'],
      ['kartik_purnima', '2027-11-14', 'kartik-purnima'],
      ['kalabhairav_jayanti', '2027-11-20', 'kalabhairav-jayanti'],
      ['vivah_panchami', '2027-12-03', 'vivah-panchami'],
      ['champa_shashthi', '2027-12-04', 'champa-sashti'],
      ['gita_jayanti', '2027-12-09', 'gita-jayanti'],
      ['dattatreya_jayanti', '2027-12-13', 'datta-jayanti'],
    ] as const
  ).map(
    ([id, date, key]): DeclaredFestivalReference => ({
      place: 'jodhpur', year: 2027, id, date, source: `${JODHPUR_2027}: '${key}' on ${date}`,
    }),
  ),
  // Tulsi Vivah 2023 (New Delhi).
  {
    year: 2023, id: 'tulsi_vivah', date: '2023-11-24',
    tithi: { start: '2023-11-23 21:01', end: '2023-11-24 19:06' },
    source:
      'The Hans India (2023-11-22), "When is Tulsi Vivah 2023? Date, shubh muhurat, rituals" (https://www.thehansindia.com/' +
      'life-style/when-is-tulsi-vivah-2023-date-shubh-muhurat-rituals-meaning-and-more-839651): 24 November, "According to Drik ' +
      'Panchang" on the Kartika shukla dwadashi, dwadashi 9:01 PM 23 November to 7:06 PM 24 November',
  },
  // Mumbai 2021: Dattatreya Jayanti, the Free Press Journal's Drik times.
  {
    place: 'mumbai', year: 2021, id: 'dattatreya_jayanti', date: '2021-12-18',
    tithi: { start: '2021-12-18 07:24', end: '2021-12-19 10:05' },
    source:
      'Free Press Journal (2021-12-17), "Datta Jayanti 2021: date, tithi, significance, timings" (https://www.freepressjournal.in/' +
      'spirituality/datta-jayanti-2021-date-tithi-significance-timings-heres-all-you-need-to-know): Saturday 18 December, "Tithi ' +
      'for Mumbai" 07:24 AM 18 December to 10:05 AM 19 December, "(Date & Time Source: Drikpanchang)"',
  },
  // Ashburn, Virginia, 2222: Drik's own Vaikuntha Chaturdashi page as served there. Its chaturdashi (05:38 PM 17 November to
  // 05:44 PM 18 November) is 5 to 6 minutes earlier than the rule's, a Moon timed two centuries ahead, where the almanacs'
  // extrapolations of Delta T part by minutes; the span is kept here, not compared. The nishita window and both dates are.
  {
    place: 'ashburn', year: 2222, id: 'vaikuntha_chaturdashi', date: '2222-11-17',
    window: { id: 'nishita', start: '23:27', end: '2222-11-18 00:23' },
    source:
      'https://www.drikpanchang.com/festivals/vaikuntha-chaturdashi/vaikuntha-chaturdashi-date-time.html?year=2222, "2222 ' +
      'Vaikuntha Chaturdashi date and time for Ashburn, Virginia, United States" (stored copy): Sunday 17 November, Nishitakal ' +
      '11:27 PM to 12:23 AM 18 November, chaturdashi 05:38 PM 17 November to 05:44 PM 18 November',
  },
  {
    place: 'ashburn', year: 2222, id: 'dev_deepawali', date: '2222-11-18',
    source:
      'https://www.drikpanchang.com/festivals/vaikuntha-chaturdashi/vaikuntha-chaturdashi-date-time.html?year=2222 (Ashburn, as ' +
      'above): "Dev Deepavali on Monday, November 18, 2222"',
  },
  // Chhath Puja 2019 and 2021 (New Delhi), Drik's times as quoted.
  {
    year: 2019, id: 'chhath_puja', date: '2019-11-02',
    tithi: { start: '2019-11-02 00:51', end: '2019-11-03 01:31' },
    source:
      'Zee News (2019-10-31), "Chhath Puja 2019: The auspicious four-day festival begins today" (https://zeenews.india.com/' +
      'culture/chhath-puja-2019-the-auspicious-four-day-festival-begins-today-2243189.html): "According to Drikpanchang.com", ' +
      'Chhath Puja on Saturday 2 November, sunrise 06:33 AM, sunset 05:35 PM, shashthi 12:51 AM 2 November to 01:31 AM 3 November',
  },
  {
    year: 2021, id: 'chhath_puja', date: '2021-11-10',
    tithi: { start: '2021-11-09 10:35', end: '2021-11-10 08:25' },
    source:
      'The Indian Express (2021-11-09), "Chhath Puja 2021: puja vidhi, muhurat, timings" (https://indianexpress.com/article/' +
      'lifestyle/life-style/chhath-puja-2021-puja-vidhi-muhurat-timings-samagri-mantra-and-rituals-7611683/): the main day 10 ' +
      'November, "As per drikpanchang.com" sunrise 06:40 am, sunset 05:30 pm, shashthi 10:35 am 9 November to 08:25 am 10 November',
  },
  // Varanasi's Dev Deepawali lamps (the pradosh of the Kartika purnima), 2023 and 2024.
  {
    place: 'varanasi', year: 2023, id: 'dev_deepawali', date: '2023-11-26',
    tithi: { start: '2023-11-26 15:53', end: '2023-11-27 14:45' },
    window: { id: 'pradosh', start: '17:08', end: '19:47' },
    source:
      'ent24x7 (2023-11), "Dev Deepawali 2023: When is Dev Deepawali?" (https://english.ent24x7.com/lifestyle/dev-deepawali/' +
      'cid12754683.htm; astrologer Chakrapani Bhatt of Kashi, no almanac named): Sunday 26 November, purnima 03:53 pm 26 November ' +
      'to 02:45 pm 27 November, lamps 05:08 pm to 07:47 pm, "Sunset in Varanasi ... at 05:08 pm"',
  },
  {
    place: 'varanasi', year: 2024, id: 'dev_deepawali', date: '2024-11-15',
    window: { id: 'pradosh', start: '17:10', end: '19:47' },
    source:
      'India TV (2024-11-13), "Dev Diwali 2024: know date, auspicious time, rituals" (https://www.indiatvnews.com/lifestyle/news/' +
      'dev-diwali-2024-know-date-auspicious-time-rituals-and-significance-of-lighting-365-lamps-along-the-ganges-2024-11-13-961381; ' +
      'no almanac named): 15 November, the lamps "on the Ganga Ghat" 5:10 pm to 7:47 pm (its purnima end, "2:58 pm on November ' +
      '16", is the 2:58 AM of the other sources, so the span is not compared)',
  },
  // Kartik Purnima 2024 (New Delhi).
  {
    year: 2024, id: 'kartik_purnima', date: '2024-11-15',
    tithi: { start: '2024-11-15 06:19', end: '2024-11-16 02:58' },
    source:
      'Free Press Journal (2024-11), "Kartik Purnima 2024: date, shubh muhurat, significance" (https://www.freepressjournal.in/' +
      'lifestyle/kartik-purnima-2024-date-shubh-muhurat-significance-rituals-prayers-to-chant-on-this-holy-day): citing ' +
      '"Drikpanchan" for the month, Friday 15 November, purnima 06:19 AM 15 November to 02:58 AM 16 November',
  },
  // Chhath 2025: the Usha Arghya sunrise (28 October), New Delhi and Mumbai.
  ...(
    [
      ['new-delhi', '06:30', 'Delhi'],
      ['mumbai', '06:37', 'Mumbai'],
    ] as const
  ).map(
    ([place, sunrise, name]): DeclaredFestivalReference => ({
      ...(place === 'new-delhi' ? {} : { place }), year: 2025, id: 'chhath_usha_arghya', date: '2025-10-28',
      moment: { id: 'sunrise', at: sunrise },
      source:
        'NewsBytes (2025-10-27), "Chhath Puja 2025: Know Usha Arghya timings in major cities" (https://www.newsbytesapp.com/news/' +
        `india/chhath-puja-2025-know-usha-arghya-timings-in-major-cities/tldr; no almanac named): Usha Arghya 28 October, sunrise ${sunrise.replace(/^0/, '')}am in ${name}`,
    }),
  ),
  // Guruvayur Ekadashi 2024 (New Delhi).
  {
    year: 2024, id: 'guruvayur_ekadashi', date: '2024-12-11',
    tithi: { start: '2024-12-11 03:42', end: '2024-12-12 01:09' },
    source:
      'LatestLY (2024-12), "Guruvayur Ekadashi 2024 date and parana time" (https://latestly.com/lifestyle/festivals-events/' +
      'guruvayur-ekadashi-2024-date-and-parana-time-know-ekadashi-tithi-parana-rituals-and-significance-to-worship-lord-vishnu-' +
      '6460635.html): "According to Drikpanchang, Guruvayur Ekadashi in 2024 falls on Wednesday, December 11", ekadashi 03:42 AM ' +
      '11 December to 01:09 AM 12 December, parana 07:05 AM to 09:09 AM 12 December',
  },
  // Annapurna Jayanti (Margashirsha purnima), 2020 and 2023 (New Delhi).
  {
    year: 2020, id: 'annapurna_jayanti', date: '2020-12-30',
    tithi: { start: '2020-12-29 07:54', end: '2020-12-30 08:57' },
    source:
      'India Today (2020-12-30), "Annapurna Jayanti 2020: date, tithi and all you need to know" (https://www.indiatoday.in/' +
      'information/story/annapurna-jayanti-2020-date-tithi-and-all-you-need-to-know-1754412-2020-12-30): "As per drikpanchang.com" ' +
      'Wednesday 30 December, purnima 07:54 29 December to 08:57 30 December',
  },
  {
    year: 2023, id: 'annapurna_jayanti', date: '2023-12-26',
    tithi: { start: '2023-12-26 05:46', end: '2023-12-27 06:02' },
    source:
      'LatestLY (2023-12), "Annapurna Jayanti 2023 date" (https://latestly.com/lifestyle/festivals-events/annapurna-jayanti-2023-' +
      'date-know-puja-rituals-shubh-muhurat-and-significance-of-the-auspicious-day-5584281.html): Tuesday 26 December, "According ' +
      'to drikpanchang" purnima 05:46 AM 26 December to 06:02 AM 27 December',
  },
  // Patna 2025: Bihar kept the Sandhya Arghya on 27 October, Drik's Patna calendar on 28 October (reference-differs.ts).
  {
    place: 'patna', year: 2025, id: 'chhath_puja', date: '2025-10-27',
    source:
      'newsonair.gov.in (2025-10-27), "Bihar witnesses grand Chhath celebrations as lakhs offer Sandhya Arghya", as listed with ' +
      "Drik's Patna dates in a public Chhath calculator's test (GitHub code index id 71528696077, OBSERVED_SANDHYA); Zee News " +
      '(2025-10-28) and India TV (2025-10-27) print Patna\'s sunset for the Sandhya Arghya of Monday 27 October',
  },
];
