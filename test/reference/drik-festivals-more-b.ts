/**
 * Published dates, tithi spans, windows and moments of the Ashwin-to-Pausha
 * festivals (Sharad Purnima to the Tamil Hanumath Jayanthi) for the New Delhi
 * years 2023-2027 that the earlier references (drik-festivals-declared.ts,
 * drik-festivals-jul-dec.ts, drik-panchang.ts) lack, and London's Drik
 * Panchang dates and times for the major festivals. Each value is Drik
 * Panchang's as quoted by the named newspaper or web page (New Delhi unless a
 * place is named); nothing here is computed by this project.
 * Times are the place's wall-clock times: tithi 'YYYY-MM-DD HH:MM', windows 'HH:MM' on the date.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

export const MORE_B_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Sharad Purnima and Valmiki Jayanti (Ashwin purnima).
  {
    year: 2023, id: 'sharad_purnima', date: '2023-10-28',
    tithi: { start: '2023-10-28 04:17', end: '2023-10-29 01:53' },
    source: 'Kalam Times (2023-10), "Sharad Purnima 2023": purnima 04:17 AM 28 October to 01:53 AM 29 October, kept on 28 October "depending on the rising date and moonrise"; thesaanvigupta.com the same tithi and day; News9 (2023-10) and Hindustan Times (2023-10-20, the eclipse "as per Drik Panchang"): Sharad Purnima Saturday 28 October',
  },
  {
    year: 2024, id: 'sharad_purnima', date: '2024-10-16',
    tithi: { start: '2024-10-16 20:40', end: '2024-10-17 16:55' },
    moment: { id: 'moonrise', at: '17:05' },
    source: 'Hindustan Times (2024-10-16), "Sharad Purnima 2024: city-wise moonrise timing", "according to Drik Panchang": 16 October, purnima 08:40 PM 16 October to 04:55 PM 17 October, moonrise 5:05 PM (New Delhi); LatestLY and looknewsindia the same tithi',
  },
  {
    year: 2025, id: 'sharad_purnima', date: '2025-10-06',
    tithi: { start: '2025-10-06 12:23', end: '2025-10-07 09:16' },
    window: { id: 'nishita', start: '23:45', end: '2025-10-07 00:34' },
    moment: { id: 'moonrise', at: '17:27' },
    source: 'Hindustan Times (2025-10-06), "Sharad Purnima 2025: ... moonrise time", "according to Drik Panchang": Monday 6 October, moonrise 5:27 PM, purnima 12:23 PM 6 October to 9:16 AM 7 October, nishita 11:45 PM to 12:34 AM 7 October; ABP Live and India TV (2025-10-06) the New Delhi moonrise 5:27 PM "according to Drik Panchang"',
  },
  {
    year: 2023, id: 'valmiki_jayanti', date: '2023-10-28',
    source: 'edudwar.com (2023-10), "Valmiki Jayanti 2023 (Pargat Diwas)": Saturday 28 October 2023 (its table: 17 October 2024, 7 October 2025, 26 October 2026); ticker.tv (2023-10-27): 28 October',
  },
  {
    year: 2026, id: 'valmiki_jayanti', date: '2026-10-26',
    source: 'edudwar.com (2023-10), "Valmiki Jayanti 2023 (Pargat Diwas)", its table of years: Monday 26 October 2026',
  },
  {
    place: 'mumbai', year: 2025, id: 'sharad_purnima', date: '2025-10-06',
    moment: { id: 'moonrise', at: '17:49' },
    // The list calls its times "approximate", from "Drik Panchang and local astronomical charts": its Ahmedabad 5:44 PM is left
    // out, 4 minutes before the upper limb's rising there (17:47:49) and 5 before Mumbai's on the list, where the Moon rises
    // within a minute of Mumbai's.
    source: 'ABP Live and India TV (2025-10-06), "Sharad Purnima 2025 moonrise time", "according to Drik Panchang", the city list: Mumbai 5:49 PM',
  },
  {
    year: 2024, id: 'valmiki_jayanti', date: '2024-10-17',
    tithi: { start: '2024-10-16 20:40', end: '2024-10-17 16:55' },
    source: 'Livemint (2024-10-17), "Maharishi Valmiki Jayanti 2024", "details shared by Drik Panchang": 17 October, purnima 08:40 PM 16 October to 04:55 PM 17 October; Free Press Journal (2024-10-16), "according to Drik Panchang", and LatestLY the same',
  },
  {
    year: 2025, id: 'valmiki_jayanti', date: '2025-10-07',
    tithi: { start: '2025-10-06 12:23', end: '2025-10-07 09:16' },
    source: 'India Today (2025-10-06), "Valmiki Jayanti 2025": Tuesday 7 October, purnima 12:23 PM 6 October to 09:16 AM 7 October; Times Now (2025-10), "as per the Drik Panchang", the same tithi and day',
  },
  // Durga Puja 2023.
  ...(
    [
      ['durga_puja_shashthi', '2023-10-20'],
      ['durga_puja_saptami', '2023-10-21'],
    ] as const
  ).map(([id, date]) => ({
    year: 2023, id, date,
    source: 'Prameya News (2023-10), "Durga Puja 2023": Maha Sashti Friday 20 October, Maha Saptami Saturday 21 October, Maha Ashtami Sunday 22 October, Vijaya Dashami Tuesday 24 October',
  })),
  // The Diwali days.
  {
    year: 2023, id: 'dhanteras', date: '2023-11-10',
    tithi: { start: '2023-11-10 12:35', end: '2023-11-11 13:57' },
    window: { id: 'puja', start: '17:47', end: '19:43' },
    source: 'Zee News culture desk (2023-11), "Dhanteras 2023: timing, city-wise shubh muhurat" (as syndicated by lyricsolution.com): 10 November, trayodashi 12:35 PM 10 November to 1:57 PM 11 November, pradosh kaal 5:30 PM to 8:08 PM, vrishabha kaal 5:47 PM to 7:43 PM (Drik\'s puja muhurat is the vrishabha kaal within pradosh); Webdunia Hindi the same tithi',
  },
  {
    year: 2023, id: 'dhanteras', date: '2023-11-10',
    window: { id: 'pradosh', start: '17:30', end: '20:08' },
    source: 'Zee News culture desk (2023-11), the same article: pradosh kaal 5:30 PM to 8:08 PM on 10 November',
  },
  {
    year: 2023, id: 'kali_chaudas', date: '2023-11-11',
    tithi: { start: '2023-11-11 13:57', end: '2023-11-12 14:44' },
    // Its muhurat (10:58 PM to 11:50 PM) is another city's midnight, not New Delhi's, so not compared.
    source: 'LatestLY (2023-11), "Kali Chaudas 2023 date": Saturday 11 November, chaturdashi 01:57 PM 11 November to 02:44 PM 12 November, "the day when Chaturdashi prevails at midnight"',
  },
  {
    place: 'mumbai', year: 2021, id: 'kali_chaudas', date: '2021-11-03',
    tithi: { start: '2021-11-03 09:02', end: '2021-11-04 06:03' },
    window: { id: 'nishita', start: '23:57', end: '2021-11-04 00:47' },
    source: 'Free Press Journal (2021-11-02), "Kali Chaudas 2021", "timings for Mumbai", "(Date & Time Source: Drikpanchang)": 3 November, muhurat 11:57 PM 3 November to 12:47 AM 4 November, chaturdashi 09:02 AM 3 November to 06:03 AM 4 November',
  },
  {
    year: 2024, id: 'kali_chaudas', date: '2024-10-30',
    tithi: { start: '2024-10-30 13:15', end: '2024-10-31 15:52' },
    // Its muhurat (11:57 PM to 12:47 AM) is Mumbai's midnight (Free Press Journal prints the same for Mumbai), not compared.
    source: 'LatestLY (2024-10), "When is Bhoot Chaturdashi 2024", "according to Drikpanchang": Wednesday 30 October, chaturdashi 01:15 PM 30 October to 03:52 PM 31 October',
  },
  {
    year: 2023, id: 'narak_chaturdashi', date: '2023-11-12',
    tithi: { start: '2023-11-11 13:57', end: '2023-11-12 14:44' },
    source: 'Webdunia Hindi (2023-11-01), "Roop Chaudas abhyang snan date and time": abhyang snan on 12 November, chaturdashi 01:57 PM 11 November to 02:44 PM 12 November',
  },
  {
    year: 2023, id: 'kali_puja', date: '2023-11-12',
    tithi: { start: '2023-11-12 14:44', end: '2023-11-13 14:56' },
    window: { id: 'nishita', start: '23:39', end: '2023-11-13 00:32' },
    source: 'ABP Live (2023-11), "When is Kali Puja 2023": Sunday 12 November, nishita 11:39 PM to 12:32 AM 13 November, amavasya from 02:44 PM 12 November; News18 (2023-11-12, "Diwali panchang", "as per the Drik Panchang"): amavasya 2:44 PM 12 November to 2:56 PM 13 November',
  },
  {
    year: 2023, id: 'bhai_dooj', date: '2023-11-14',
    tithi: { start: '2023-11-14 14:36', end: '2023-11-15 13:47' },
    window: { id: 'aparahna', start: '13:10', end: '15:19' },
    source: 'Mint (2023-11-07, via MENAFN), "Bhai Dooj 2023", "as per the Drik Panchang": aparahna 01:10 PM to 03:19 PM on 14 November, dwitiya 02:36 PM 14 November to 01:47 PM 15 November; Hindustan Times (2023-11-02) the same. Webdunia, ANM News Hindi and editorji keep the 15th (udaya tithi), see reference-differs.ts',
  },
  {
    year: 2024, id: 'narak_chaturdashi', date: '2024-10-31',
    tithi: { start: '2024-10-30 13:15', end: '2024-10-31 15:52' },
    window: { id: 'abhyang_snan', start: '05:20', end: '06:32' },
    moment: { id: 'moonrise', at: '05:20' },
    source: 'Hindustan Times (2024-10-29), "Choti Diwali 2024: is it on October 30 or 31", "as per Drik Panchang": 31 October, abhyang snan 5:20 AM to 6:32 AM, Krishna dashami moonrise 5:20 AM, chaturdashi 1:15 PM 30 October to 3:52 PM 31 October; The Hans India and Be Gorgeous Lady (2024-10-29) the same',
  },
  {
    year: 2025, id: 'kali_chaudas', date: '2025-10-19',
    tithi: { start: '2025-10-19 13:51', end: '2025-10-20 15:44' },
    source: 'LatestLY Hindi (IANS, 2025-10), "Hanuman Puja 2025": trayodashi until 1:51 PM Sunday 19 October, then chaturdashi; Kali Chaudas, Hanuman Puja and Masik Shivaratri that day. NVR24 (2025-10), "Chhoti Diwali Hanuman Puja 2025", "according to Drik Panchang": chaturdashi 1:51 PM 19 October to 3:44 PM 20 October, the night puja on the 19th',
  },
  // Chhath 2023 (Nahay Khay to Usha Arghya).
  {
    year: 2023, id: 'chhath_nahay_khay', date: '2023-11-17',
    source: 'Hindustan Times (2023-11-14), "Chhath Puja 2023: is Chhath Puja starting from November 17 or 18", "as per Drik Panchang": Nahay Khay Friday 17 November to Usha Arghya Monday 20 November',
  },
  {
    year: 2023, id: 'chhath_kharna', date: '2023-11-18',
    moment: { id: 'sunset', at: '17:26' },
    source: 'Hindustan Times (2023-11-14), as above: Kharna 18 November; NDTV (2023-11), "Chhath Puja 2023: sunset timings", "according to Drik Panchang": the second day\'s sunset 17:26',
  },
  {
    year: 2023, id: 'chhath_usha_arghya', date: '2023-11-20',
    moment: { id: 'sunrise', at: '06:47' },
    source: 'Hindustan Times (2023-11-14), as above: Usha Arghya 20 November; NDTV (2023-11), "according to Drik Panchang": the fourth day\'s sunrise 06:47 AM',
  },
  // Kartika shukla.
  {
    year: 2024, id: 'devutthana_ekadashi', date: '2024-11-12',
    tithi: { start: '2024-11-11 18:46', end: '2024-11-12 16:04' },
    source: 'The Hans India (2024-11-12), "Dev Uthani Ekadashi 2024", "according to the Drik Panchang": 12 November, ekadashi 6:46 PM 11 November to 4:04 PM 12 November',
  },
  {
    year: 2025, id: 'devutthana_ekadashi', date: '2025-11-01',
    tithi: { start: '2025-11-01 09:11', end: '2025-11-02 07:31' },
    source: 'infouncle.com (2025-10), "Dev Uthani Ekadashi 2025", "according to the Drik Panchang": ekadashi 9:11 AM 1 November to 7:31 AM 2 November (Gauna Ekadashi the 2nd); DNA India (2025-10-28) and Webdunia Hindi: the fast on Saturday 1 November',
  },
  {
    year: 2025, id: 'akshaya_navami', date: '2025-10-31',
    tithi: { start: '2025-10-30 10:06', end: '2025-10-31 10:03' },
    window: { id: 'purvahna', start: '06:32', end: '10:03' },
    source: 'Hindustan Times (2025-10-29, as syndicated by sentechzone.com), "Akshaya Navami 2025 is on October 30 or October 31?", "as per Drik Panchang", "local time for New Delhi": Friday 31 October, purvahna 6:32 AM to 10:03 AM, navami 10:06 AM 30 October to 10:03 AM 31 October',
  },
  {
    year: 2023, id: 'akshaya_navami', date: '2023-11-21',
    tithi: { start: '2023-11-21 03:16', end: '2023-11-22 01:09' },
    window: { id: 'purvahna', start: '06:48', end: '12:07' },
    // LatestLY's purvahna (05:58 AM to 11:26 AM) is not New Delhi's (sunrise 06:48), so its window is not the one compared.
    source: 'LatestLY (2023-11-18), "Amla Navami 2023 date": Tuesday 21 November, navami 03:16 AM 21 November to 01:09 AM 22 November; bollywoodwallah.in (2023-11-21): 21 November, puja 06:48 AM to 12:07 PM, the same tithi; hindupad.com: 21 November',
  },
  {
    year: 2024, id: 'akshaya_navami', date: '2024-11-10',
    tithi: { start: '2024-11-09 22:45', end: '2024-11-10 21:01' },
    window: { id: 'purvahna', start: '06:40', end: '12:05' },
    source: 'Bhakt Vatsal (2024-11-09), "Akshay Navami ... puja ka shubh muhurat": 10 November (udaya tithi), navami 10:45 PM 9 November to 9:01 PM 10 November, puja 6:40 AM to 12:05 PM; newstopical.com the same tithi and day',
  },
  {
    year: 2023, id: 'dev_deepawali', date: '2023-11-26',
    tithi: { start: '2023-11-26 15:53', end: '2023-11-27 14:45' },
    // Its pradosh (05:08 PM to 07:47 PM) is Varanasi's, where the lamps are lit, not New Delhi's: not compared.
    source: 'ent24x7 (2023-11), "Dev Deepawali 2023: when is Dev Deepawali": Sunday 26 November, purnima 03:53 PM 26 November to 02:45 PM 27 November, "celebrated in Pradosh Vyapini" purnima; DNA India (2023-11) the same tithi and the Kashi Vidvat Parishad\'s 26th (the Varanasi ghat committees kept the 27th by udaya tithi, as Webdunia Hindi prints)',
  },
  {
    year: 2023, id: 'vaikuntha_chaturdashi', date: '2023-11-25',
    tithi: { start: '2023-11-25 17:22', end: '2023-11-26 15:53' },
    window: { id: 'nishita', start: '23:41', end: '2023-11-26 00:35' },
    // LatestLY's nishitakal (11:01 PM to 11:53 PM) is another city's midnight, not New Delhi's: not compared.
    source: 'LatestLY (2023-11), "Vaikuntha Chaturdashi 2023 date": Saturday 25 November, chaturdashi 05:22 PM 25 November to 03:53 PM 26 November; Janta Se Rishta (2023-11), "Baikunth Chaturdashi 2023 shubh muhurat": nishita 11:41 PM to 12:35 AM',
  },
  // Margashirsha and Pausha.
  {
    year: 2023, id: 'kalabhairav_jayanti', date: '2023-12-05',
    tithi: { start: '2023-12-04 21:59', end: '2023-12-06 00:37' },
    source: 'officenewz.com (2023-03-14), "Kalashtami 2023: dates, timings" (Drik\'s Kalashtami table): 5 December, ashtami 09:59 PM 4 December to 12:37 AM 6 December; editorji Hindi (2023-12-04) the same date and tithi',
  },
  {
    year: 2024, id: 'kalabhairav_jayanti', date: '2024-11-22',
    tithi: { start: '2024-11-22 18:07', end: '2024-11-23 19:56' },
    source: 'Prabhat Khabar (2024-11), "Kaal Bhairav Jayanti 2024", "according to Drik Panchang": 22 November, ashtami 6:07 PM 22 November to 7:56 PM 23 November',
  },
  {
    year: 2023, id: 'vivah_panchami', date: '2023-12-17',
    tithi: { start: '2023-12-16 20:00', end: '2023-12-17 17:33' },
    source: 'LatestLY (2023-12-07), "Vivah Panchami 2023 date": Sunday 17 December, panchami 08:00 PM 16 December to 05:33 PM 17 December; dailymela.com and ABP Live the same day',
  },
  {
    year: 2023, id: 'champa_shashthi', date: '2023-12-18',
    tithi: { start: '2023-12-17 17:33', end: '2023-12-18 15:13' },
    source: 'LatestLY (2023-12-07), "Champa Shashti 2023 date": 18 December, shashthi 17:33 on 17 December to 15:13 on 18 December',
  },
  {
    year: 2024, id: 'champa_shashthi', date: '2024-12-07',
    source: 'ABP Live Hindi web story (2024-12-07), "Champa Shashti 2024": the vrat "today, 7 December 2024", Margashirsha shukla shashthi',
  },
  {
    year: 2023, id: 'dattatreya_jayanti', date: '2023-12-26',
    tithi: { start: '2023-12-26 05:46', end: '2023-12-27 06:02' },
    source: 'LatestLY (2023-12), "Datta Jayanti 2023 date": Tuesday 26 December, purnima 05:46 AM 26 December to 06:02 AM 27 December',
  },
  {
    year: 2023, id: 'annapurna_jayanti', date: '2023-12-26',
    tithi: { start: '2023-12-26 05:46', end: '2023-12-27 06:02' },
    source: 'Maha Media News (2023-12-25), "Annapurna Jayanti tomorrow": 26 December, purnima 05:46 AM 26 December to 06:02 AM 27 December',
  },
  {
    year: 2024, id: 'annapurna_jayanti', date: '2024-12-15',
    tithi: { start: '2024-12-14 16:58', end: '2024-12-15 14:31' },
    source: 'Zee Hindustan (Zee News Hindi, 2024-12), "When is Annapurna Jayanti, 14 or 15 December": purnima 04:58 PM 14 December to 02:31 PM 15 December, by udaya tithi on 15 December; Bhakt Vatsal the same',
  },
  {
    year: 2025, id: 'annapurna_jayanti', date: '2025-12-04',
    tithi: { start: '2025-12-04 08:37', end: '2025-12-05 04:43' },
    source: 'Dainik Jagran (2025-12), "Annapurna Jayanti 2025, 4 or 5 December": Thursday 4 December, purnima ending 04:43 AM 5 December (its start "4:37 AM" a misprint); Prabhat Khabar (2025-12-04, Dattatreya Jayanti): the same purnima, 8:37 AM 4 December to 4:43 AM 5 December; Navbharat Live and Inkhabar: 4 December',
  },
  {
    year: 2025, id: 'guruvayur_ekadashi', date: '2025-12-01',
    tithi: { start: '2025-11-30 21:29', end: '2025-12-01 19:01' },
    source: 'Bharat Horizon (2025-11), "Guruvayur Ekadashi 2025": 1 December, ekadashi 09:29 PM 30 November to 07:01 PM 1 December, parana 2 December 06:57 AM to 09:03 AM; Inkhabar (2025-12-01) the same',
  },
  {
    year: 2025, id: 'hanuman_jayanti_tamil', date: '2025-12-19',
    tithi: { start: '2025-12-19 04:59', end: '2025-12-20 07:12' },
    source: 'bharatarticles.com and Network Bharat (2025-12), "Tamil Hanumath Jayanthi 2025": Friday 19 December, amavasai 04:59 AM 19 December to 07:12 AM 20 December',
  },
  // London (Drik Panchang's geoname-id=2643743), wall-clock times (BST in summer).
  {
    place: 'london', year: 2024, id: 'diwali', date: '2024-10-31',
    window: { id: 'lakshmi_puja', start: '17:04', end: '18:42' },
    source: 'Ritual Roots (ritualroots.co.uk, UK), "Diwali in London 2024": Lakshmi Puja on 31 October between 17:04 and 18:42 (London)',
  },
  {
    place: 'london', year: 2025, id: 'diwali', date: '2025-10-20',
    window: { id: 'lakshmi_puja', start: '18:49', end: '20:26' },
    source: 'Ritual Roots (ritualroots.co.uk, UK), "Lakshmi Puja 2025 in the UK": Monday 20 October, muhurat 18:49 to 20:26 in London, "1 Hour 37 Minutes"',
  },
  {
    place: 'london', year: 2025, id: 'holika_dahan', date: '2025-03-13',
    window: { id: 'muhurat', start: '18:02', end: '20:29' },
    source: 'Ritual Roots (ritualroots.co.uk, UK), "Holika Dahan date, time" and "Holi 2025 UK": Thursday 13 March, muhurat 18:02 to 20:29 (local time in London), Holi on the 14th; The Economic Times (2025-03), "Holika Dahan auspicious date, time in US, UK, Canada", "as per Drik Panchang": Holika Dahan 13 March, Holi 14 March',
  },
  {
    place: 'london', year: 2025, id: 'holi', date: '2025-03-14',
    source: 'Ritual Roots (ritualroots.co.uk, UK), "Holi 2025 UK": Holi on 14 March, Holika Dahan on the 13th',
  },
  {
    place: 'london', year: 2025, id: 'raksha_bandhan', date: '2025-08-09',
    window: { id: 'rakhi', start: '05:37', end: '08:54' },
    source: 'Ritual Roots (ritualroots.co.uk, UK), "When is Raksha Bandhan 2025 UK": Saturday 9 August, "Raksha Bandhan Thread Ceremony Time: 05:37 to 08:54" (Drik\'s wording)',
  },
  {
    place: 'london', year: 2025, id: 'karwa_chauth', date: '2025-10-09',
    tithi: { start: '2025-10-09 18:24', end: '2025-10-10 15:08' },
    window: { id: 'puja', start: '18:20', end: '19:37' },
    moment: { id: 'moonrise', at: '18:54' },
    source: 'Ritual Roots (ritualroots.co.uk, UK), "Karwa Chauth 2025 timings in London": Thursday 9 October, puja 18:20 to 19:37 ("1 Hour 18 Mins"), fasting 07:15 to 18:54, moonrise 18:54, chaturthi 18:24 on 9 October to 15:08 on 10 October',
  },
  {
    place: 'london', year: 2024, id: 'bhai_dooj', date: '2024-11-03',
    window: { id: 'aparahna', start: '12:41', end: '14:35' },
    source: 'Ritual Roots (ritualroots.co.uk, UK), culture index: Bhai Dooj 3 November 2024, "muhurat in UK is from 12:41 PM to 2:35 PM"',
  },
  {
    place: 'london', year: 2025, id: 'ahoi_ashtami', date: '2025-10-13',
    window: { id: 'puja', start: '18:11', end: '19:30' },
    source: 'Ritual Roots (ritualroots.co.uk, UK), culture index: Ahoi Ashtami 13 October 2025, puja muhurat 18:11 to 19:30 (UK time)',
  },
  {
    place: 'london', year: 2024, id: 'ahoi_ashtami', date: '2024-10-23',
    // Its star sighting (18:24) and moonrise (22:14) are the 23rd's, a day the rule does not give: see reference-differs.ts.
    source: 'Ritual Roots (ritualroots.co.uk, UK), culture index: Ahoi Ashtami Wednesday 23 October 2024, stars 18:24 in London, moonrise 22:14',
  },
  {
    place: 'london', year: 2024, id: 'akshaya_navami', date: '2024-11-10',
    source: 'Ritual Roots (ritualroots.co.uk, UK), culture index: "Akshaya Navami 2024 in the UK falls on Sunday, November 10"',
  },
  {
    place: 'london', year: 2024, id: 'chhath_puja', date: '2024-11-07',
    source: 'Ritual Roots (ritualroots.co.uk, UK), culture index: Chhath Puja 2024 "on Thursday, 7th November" in the UK',
  },
  {
    place: 'london', year: 2025, id: 'vasant_panchami', date: '2025-02-02',
    source: 'Ritual Roots (ritualroots.co.uk, UK), culture index: Basant Panchami "Sunday, 2nd February 2025" for Hindus in the UK',
  },
];
