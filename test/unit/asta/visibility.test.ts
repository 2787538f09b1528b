/**
 * Asta and udaya by visibility (src/domain/asta/visibility.ts) against the
 * almanacs' dates for New Delhi, each source named beside its dates. The
 * aim is a day; each miss beyond it is listed with its size.
 */
import { test } from 'node:test';
import { Body, SearchRelativeLongitude } from 'astronomy-engine';
import assert from 'node:assert/strict';
import { ARCUS_VISIONIS_DEG, astaSpansByVisibility, type ArcusVisionis, type AstaGraha } from '../../../src/domain/asta/visibility.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const IST_DAYS = 5.5 / 24;

/** The IST civil date of a UT Julian day, YYYY-MM-DD. */
function istDate(jdUt: number): string {
  return new Date((jdUt + IST_DAYS - 2440587.5) * 86400000).toISOString().slice(0, 10);
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(a) - Date.parse(b)) / 86400000);
}

interface AlmanacAsta {
  graha: AstaGraha;
  /** Absent where the source prints only the rising. */
  asta?: string;
  /** Absent where the source prints only the setting. */
  udaya?: string;
  source: string;
}

const ALMANAC: readonly AlmanacAsta[] = [
  // 2018-2022, as the papers printed them; Venus's October 2018 is the 8-year twin of its October 2026 (inferior
  // conjunctions 2018-10-26 and 2026-10-24), whose dates Drik's own page gives (the last rows).
  // Tatkaal Khabar (tatkaalkhabar.com/news?id=2052, 2018-10-16; livehalchal.com and yashbharat.com the same): "शुक्र अस्त 16
  // अक्टूबर को शाम 5.53 मिनट पर पश्चिम में होगा ... शुक्रोदय एक नवंबर 2018 को होगा".
  { graha: 'venus', asta: '2018-10-16', udaya: '2018-11-01', source: 'Tatkaal Khabar 2018' },
  // Aaj Tak (aajtak.in/religion/photo/shukra-uday-and-its-effect-on-all-zodiac-signs-tpra-589392-2018-10-31): "30 अक्टूबर की
  // रात्रि को 08.11 बजे शुक्र का उदय हो गया है".
  { graha: 'venus', udaya: '2018-10-30', source: 'Aaj Tak 2018' },
  // gurudevsureshshrimali.blogspot.com/2018/11/suresh-shrimali12.html: "गुरू तारा सोमवार 12 नवम्बर 2018 से शुक्रवार 07 दिसम्बर 2018
  // तक अस्त रहेगा".
  { graha: 'jupiter', asta: '2018-11-12', udaya: '2018-12-07', source: 'Suresh Shrimali 2018' },
  // Webdunia (p-hindi.webdunia.com/astrology-articles/shukra-tara-ast-120051500053_1.html): Venus sets in the west 2020-05-30
  // 22:32, rises in the east 2020-06-08 14:08.
  { graha: 'venus', asta: '2020-05-30', udaya: '2020-06-08', source: 'Webdunia 2020' },
  // Asianet Hindi (hindi.asianetnews.com, 2021-01-16), Pt. Ganesh Mishra of Kashi: Jupiter sets 19 January, asta "until 16
  // February" (ABP Live: set 19 January, rises 2021-02-16 06:17); Venus sets as Jupiter rises and rises on 17 April. shreeayodhyajisss.com
  // (?p=18684): Venus sets 2021-02-16 06:34, rises 2021-04-17 19:13.
  { graha: 'jupiter', asta: '2021-01-19', udaya: '2021-02-16', source: 'Asianet 2021' },
  { graha: 'venus', asta: '2021-02-16', udaya: '2021-04-17', source: 'shreeayodhyajisss.com 2021' },
  // Gujarati Oneindia (gujarati.oneindia.com/astrology/jupiter-tara-asta-starts-on-january-19-2021-...-064219.html), another
  // almanac: Jupiter sets in the west 2021-01-18 21:30 and rises in the east before sunrise of 2021-02-13, 03:21.
  { graha: 'jupiter', asta: '2021-01-18', udaya: '2021-02-13', source: 'Oneindia 2021' },
  // Shaurya Times (shauryatimes.com/?p=100916), a third almanac for 2021: "रविवार, दिनांक 17 जनवरी 2021 को गुरु का तारा पश्चिम दिशा
  // में अस्त हो गया, जो अब माघ शुक्ल पक्ष द्वितीया दिनांक 13 फरवरी 2021, दिन शनिवार को उदित होगा".
  { graha: 'jupiter', asta: '2021-01-17', udaya: '2021-02-13', source: 'Shaurya Times 2021' },
  // astrotips.in/2021-guru-shukr-ast-samay-tithi (Delhi): Venus 2021-02-14 01:00 to 05-04 06:23, Jupiter 2021-01-15 06:25 to
  // 02-12 12:14, "when the Sun and Jupiter are 11 degrees apart" (and Venus 10): the orbs' moments (ours by orbs 02-14 01:20
  // to 05-04 06:45, 01-15 04:58 to 02-12 11:01).
  { graha: 'venus', asta: '2021-02-14', udaya: '2021-05-04', source: 'astrotips.in 2021' },
  { graha: 'jupiter', asta: '2021-01-15', udaya: '2021-02-12', source: 'astrotips.in 2021' },
  // Webdunia (m-hindi.webdunia.com/astrology-navagraha/guru-tara-ast-and-uday-122011700074_1.html, January 2022): Venus set
  // 2022-01-02 and rose 01-15; Jupiter sets 2022-02-19 10:23:40, rises 03-20 07:50:53 (the 11 deg orb's: ours 02-19 10:08
  // to 03-20 08:29); Venus sets 2022-09-15, rises 12-02 (the 10 deg orb's: ours 09-15 02:50 to 12-02 06:37).
  { graha: 'venus', asta: '2022-01-02', udaya: '2022-01-15', source: 'Webdunia 2022 (January)' },
  { graha: 'jupiter', asta: '2022-02-19', udaya: '2022-03-20', source: 'Webdunia 2022' },
  { graha: 'venus', asta: '2022-09-15', udaya: '2022-12-02', source: 'Webdunia 2022 (September)' },
  // Samachar Bharti, Lucknow (samacharbharti.in/marriage-muhurta-venus-and-guru-set-from-april-15), Acharya Dr Pradeep
  // Dwivedi: "इस वर्ष 23 फरवरी से 26 मार्च तक 31 दिन गुरु तारा अस्त रहेगा" (2022: weddings resume 15 April and run to 10 July,
  // Devshayani Ekadashi of 2022; Jupiter sets in February only in 2022 among 2021-2023).
  { graha: 'jupiter', asta: '2022-02-23', udaya: '2022-03-26', source: 'Samachar Bharti 2022' },
  // nsmalive.blogspot.com/2022/10/h7.html (marathiprint.com the same), Dr. Ganesh Mishra of Puri: "शुक्र ग्रह अस्त: 2 अक्टूबर,
  // रविवार को सुबह 5.50 पर शुक्र ग्रह उदय: 20 नवम्बर, रविवार".
  { graha: 'venus', asta: '2022-10-02', udaya: '2022-11-20', source: 'Ganesh Mishra 2022' },
  // Webdunia, "Guru tara asta and uday 2023" (hindi.webdunia.com/astrology-navagraha/guru-tara-asta-and-uday-2023-122122000024_1.html): sets 2023-04-01 19:12, rises 05-03 04:56.
  { graha: 'jupiter', asta: '2023-04-01', udaya: '2023-05-03', source: 'Webdunia 2023' },
  // Lokpatrika (lokpatrika.in/astrology/meen-rashi-me-guru-asta-2023-will-give-trouble), a second almanac for 2023: Jupiter sets
  // 2023-03-28, rises 04-27, three and four days before Webdunia's (the almanacs differ; ours sets between the two and rises a day after Webdunia).
  { graha: 'jupiter', asta: '2023-03-28', udaya: '2023-04-27', source: 'Lokpatrika 2023' },
  // Lokpatrika Gujarati (lokpatrika.in/astrology/rising-in-pisces-will-make-you-a-millionaire), a third almanac for 2023: "ગુરુ
  // 31મી માર્ચના રોજ સેટ થયો હતો. હવે તે 29 એપ્રિલે ... ઉદય કરશે" (set 31 March, rises 29 April; Patrika, patrika.com/dharma-karma/
  // guru-uday-now-vivah-muhurt-may-2023-...-8205747, prints the same rising). The risings printed for 2023 run 04-27 to 05-03.
  { graha: 'jupiter', asta: '2023-03-31', udaya: '2023-04-29', source: 'Lokpatrika Gujarati 2023' },
  // ABP Live (abplive.com/astro/transit/guru-uday-2023-on-27-april-in-mesh-rashi-jupiter-rise-in-aries-know-which-zodiac-sign-
  // get-benefits-2390169, 2023-04-22), a fourth print of Jupiter's 2023 rising: "आज यानी 22 अप्रैल को गुरु सुबह 05:14 पर मेष राशि में
  // प्रवेश कर चुके हैं ... इसके बाद 27 अप्रैल 2023 को गुरु मेष राशि में ही उदित होंगे" (Lokpatrika's day; Jansatta and Webdunia's
  // 2023-04-27 article, p-hindi.webdunia.com/astrology-articles/guru-tara-rises-2023-123042700037_1.html, "28 मार्च को ही मीन
  // राशि में अस्त ... 27 अप्रैल 2023 को 2 बजकर 27 मिनट पर मेष राशि में उदय", print the same).
  { graha: 'jupiter', udaya: '2023-04-27', source: 'ABP Live 2023 (Jupiter)' },
  // Webdunia (hindi-uat.webdunia.com/astrology-articles/venus-star-set-123072000067_1.html, 2023-07-20): Venus sets 2023-08-05,
  // rises 08-18; Webdunia's 2023-08-07 article (m-hindi.webdunia.com/astrology-articles/shukra-tara-asta-123080700047_1.html)
  // prints 08-08 for the setting, the same rising.
  { graha: 'venus', asta: '2023-08-05', udaya: '2023-08-18', source: 'Webdunia 2023 (Venus)' },
  // ABP Live (abplive.com/astro/transit/shukra-gochar-2023-asta-in-leo-on-august-gemini-libra-sagittarius-zodiac-trouble-for-16-days-2456740),
  // a second almanac for Venus 2023: "शुक्र 03 अगस्त को शाम 07:37 पर सिंह राशि में अस्त होंगे. इसके बाद 19 अगस्त को शुक्र कन्या राशि
  // में सुबह 05:21 पर उदय होंगे" (sets 2023-08-03 19:37, rises 08-19 05:21; opoyi.com and dishabhoomi.com print the same times).
  { graha: 'venus', asta: '2023-08-03', udaya: '2023-08-19', source: 'ABP Live 2023 (Venus)' },
  // Lokpatrika, Pt. Sanjay Upadhyay of Kashi (lokpatrika.in/astrology/planets-setting-together-after-23-years-69-days-not-good-word),
  // a second almanac for 2024: Venus sets 2024-04-29 23:13, Jupiter 05-06; Jupiter rises 06-03, Venus 06-28.
  { graha: 'jupiter', asta: '2024-05-06', udaya: '2024-06-03', source: 'Lokpatrika 2024' },
  { graha: 'venus', asta: '2024-04-29', udaya: '2024-06-28', source: 'Lokpatrika 2024' },
  // Webdunia, Pt. Hemant Richhariya, "guru shukra tara astodaya 2024" (hindi.webdunia.com/astrology-articles/guru-tara-ast-2024-124040600058_1.html): Jupiter sets 2024-05-07 (05-06 by other panchangs), rises 06-03; Venus sets 04-28 (04-29), rises 06-28.
  { graha: 'jupiter', asta: '2024-05-06', udaya: '2024-06-03', source: 'Webdunia 2024' },
  { graha: 'venus', asta: '2024-04-28', udaya: '2024-06-28', source: 'Webdunia 2024' },
  // Drik Panchang's Jupiter 2024, as India H1 (indiah1.com/viral/the-tension-of-these-5-zodiac-signs-will-increase-from-may/
  // cid14298064.htm, 2024-05-04) and Poorvanchal Media (poorvanchalmedia.com/lifestyle-news-hindi, "7 मई को गुरु तारा होंगे
  // अस्त") quote it: "द्रिक पंचांग के अनुसार, 7 मई, 2024 को शाम 7.36 बजे गुरु का तारा अस्त होने वाला है और 6 जून को सुबह 4:36 बजे
  // गुरु वृषभ राशि में अस्त होंगे" (Poorvanchal: "6 जून को सुबह 4 बजकर 36 मिनट गुरु वृषभ राशि में अस्त ही रहेंगे": the asta runs to
  // the rising of 2024-06-06 04:36). ABP Live (abplive.com/astro/transit/guru-asta-2024-people-of-these-zodiac-signs-may-suffer-
  // till-june-6-from-jupiter-combustion-2685122) prints the same days: "7 मई को अस्त ... 6 जून तक".
  { graha: 'jupiter', asta: '2024-05-07', udaya: '2024-06-06', source: 'Drik Panchang (India H1) 2024' },
  // Venus 2024 by three more papers. TV9 Bharatvarsh (tv9hindi.com/religion/when-will-venus-rise-2024-venus-combust-2024-
  // shukra-grah-uday-for-marriage-2668783.html, 2024-06-13): "शुक्र ग्रह 29 अप्रैल को अस्त हो गए थे ... 29 जून की शाम पश्चिम दिशा में
  // शुक्र उदय होंगे" (pardaphash.com the same; Zee News, zeenews.india.com/hindi/religion/shukra-uday-2024-...-2301735: "29 जून
  // को रात 7:52 बजे शुक्र पश्चिम दिशा में उदय होंगे").
  { graha: 'venus', asta: '2024-04-29', udaya: '2024-06-29', source: 'TV9 Bharatvarsh 2024' },
  // News24 Hindi (hindi.news24online.com/religion/what-is-the-combustion-of-venus-...-shukra-asta-period/680351), "according to the
  // Hindu panchang": Venus sets 2024-04-25 05:19 ("इस ग्रह का अस्त होना 25 अप्रैल, 2024 (गुरुवार) को सुबह 05 बजकर19 मिनट से शुरू
  // होगा"), 66 days; Poorvanchal Media and tazakhabar.co.in copy it with the rising, "29 जून शाम 07 बजकर 52 मिनट".
  { graha: 'venus', asta: '2024-04-25', udaya: '2024-06-29', source: 'News24 2024 (Venus)' },
  // Prabhat Khabar (prabhatkhabar.com/religion/shukra-uday-2024-venus-rise-on-28th-june-...): "शुक्र ग्रह 29 अप्रैल को पूर्व दिशा में
  // अस्त हो गए थे, जो 28 जून को शाम 5 बजे पश्चिम दिशा में उदय होंगे".
  { graha: 'venus', asta: '2024-04-29', udaya: '2024-06-28', source: 'Prabhat Khabar 2024' },
  // Sandesh (sandesh.com/astrology/guru-ast-after-8-days-jupiter-planet-to-set-career-and-business-zodiac-signs), quoting the Vedic almanac: Jupiter sets 2025-06-12 evening, rises 07-09 morning.
  { graha: 'jupiter', asta: '2025-06-12', udaya: '2025-07-09', source: 'Sandesh 2025' },
  // Hindustan (htsyndication.com/hindustan-delhi, 2025-06-10), Dr Diwakar Tripathi, a second almanac for 2025: Jupiter sets
  // 2025-06-11 after 18:40, rises in the east 2025-07-07 at 15:00.
  { graha: 'jupiter', asta: '2025-06-11', udaya: '2025-07-07', source: 'Hindustan 2025' },
  // ABP Majha (marathi.abplive.com/astro/guru-asta-2025-in-gemini-horoscope-...-1363140), "according to the Vedic panchang":
  // "10 जून 2025 रोजी ... गुरु ग्रह 10 जून रोजी संध्याकाळी 7 वाजून 30 मिनिटांनी अस्त होणार आहे. तर, 9 जुलै रोजी पुन्हा उदित होणार
  // आहे" (Zee News Gujarati the same). News24 Hindi (hindi.news24online.com/astrology/guru-ast-2025-...-astrology-news/1028050):
  // "12 जून 2025 को शाम 7 बजकर 56 मिनट पर देवगुरु बृहस्पति अस्त होंगे, जो 9 जुलाई 2025 को प्रात: ..." (newgujaratsamachar.com the
  // same minute, rising 2025-07-09 04:44).
  { graha: 'jupiter', asta: '2025-06-10', udaya: '2025-07-09', source: 'ABP Majha 2025' },
  { graha: 'jupiter', asta: '2025-06-12', udaya: '2025-07-09', source: 'News24 2025 (Jupiter)' },
  // Patrika, National Frontier, Satyaday (as test/unit/transits/transits.test.ts records them): Venus sets 2025-03-19 19:04-19:06, rises 03-23 06:02-06:35.
  { graha: 'venus', asta: '2025-03-19', udaya: '2025-03-23', source: 'Patrika 2025' },
  // Asianet Kannada (kannada.asianetnews.com, "shukra ast effect ..."): Venus sets 2025-12-11 06:35, rises 2026-02-01 18:27.
  { graha: 'venus', asta: '2025-12-11', udaya: '2026-02-01', source: 'Asianet 2025' },
  // Amar Ujala (amarujala.com, "Shukra Uday 2026 ... guru ast aur uday 2026", 2026-01-30), Mahant Rohit Shastri of the Shri
  // Kailakh Jyotish evam Vaidik Sansthan Trust, a second almanac for 2025-26: Venus set in the east "late in the night of 12
  // December" at 02:10 (2025-12-13 02:10 IST), rises in the west 2026-02-01 07:05. (ABP Live, news.abplive.com/religion/
  // wedding-muhurats-to-be-on-hold-before-kharmas-as-venus-combust-halts-auspicious-ceremonies-1816230, prints Asianet's
  // 2025-12-11 06:35 and 2026-02-01.)
  { graha: 'venus', asta: '2025-12-13', udaya: '2026-02-01', source: 'Amar Ujala 2025-26' },
  // Amrit Vichar, Kanpur (amritvichar.com/article/562448, "Venus is about to set ..."): Venus sets 2025-12-11, "53 days", rises
  // 2026-02-01 (Livehindustan prints the same setting, in asta "until 31 January").
  { graha: 'venus', asta: '2025-12-11', udaya: '2026-02-01', source: 'Amrit Vichar 2025-26' },
  // trendkia.com ("Jupiter Turns 'Asta' From 14 July, These 6 Zodiac Signs Need To Stay Alert"): Jupiter sets on 14 July; the
  // copy read prints no year and no rising. July is 2026's: Jupiter's conjunctions with the Sun fall on 2025-06-24,
  // 2026-07-29 and 2027-08-31 (astronomy-engine), and it sets about two weeks before.
  { graha: 'jupiter', asta: '2026-07-14', source: 'trendkia 2026' },
  // Hindustan, Muzaffarpur (htsyndication.com/hindustan-delhi, 2025-11-10), quoting the Hrishikesh Panchang (Varanasi), a
  // second almanac for 2026: "15 जुलाई को गुरु पश्चिम में अस्त" (Jupiter sets in the west on 15 July); the copy read ends
  // before its rising.
  { graha: 'jupiter', asta: '2026-07-15', source: 'Hrishikesh Panchang 2026' },
  // Aaj Tak (aajtak.in/religion/news/story/mangal-shani-guru-asta-2026-lucky-zodiac-signs-labh-investment-business-prosperity-
  // tvisg-dskc-2434468-2026-01-09): "द्रिक पंचांग के अनुसार, साल 2026 में मंगल 2 मई को अस्त होंगे. गुरु 12 अगस्त 2026 को अस्त होंगे और
  // शनि 22 अप्रैल 2026 को अस्त होंगे". Mars's 2 May and Saturn's 22 April are the ends of Drik's spans (its risings, rows
  // below), so the article prints where each span ends: Drik's Jupiter rises on 2026-08-12.
  { graha: 'jupiter', udaya: '2026-08-12', source: 'Drik Panchang (Aaj Tak) 2026' },
  // Saturn 2023 and 2024 as the papers printed them, by the Surya Siddhanta orb (15 deg; ours 2023-01-31 02:59 to 03-05
  // 20:37, 2024-02-12 04:57 to 03-17 04:33), not by sight. ETV Bharat (etvbharat.com/amp/hindi/chhattisgarh/state/raipur/
  // shani-ast-2023-impact-on-zodiac-signs-...-ct20230126210107021021656): "शनि देव 31 जनवरी 2023 को दोपहर 2.46 बजे के अस्त हो
  // जायेंगे. वहीं 5 मार्च 2023 रविवार को शनि रात्रि 8.25 बजे उदित होंगे" (Jagran prints 31 January 02:46 and 5 March).
  { graha: 'saturn', asta: '2023-01-31', udaya: '2023-03-05', source: 'ETV Bharat 2023' },
  // Zee News (zeenews.india.com/hindi/zee-hindustan/astrology/shani-asta-in-kumbh-rashi-2024-...-2068474): "शनि 11 फरवरी को
  // शाम 6:56 बजे अस्त होंगे ... 26 मार्च को शनि सुबह 5:20 बजे उदय हो जाएंगे". ABP Live (abplive.com/astro/shani-ast-to-shani-uday-
  // 18-march-2024-...-2623578) prints 11 February and 18 March (theastroraj.com the same).
  { graha: 'saturn', asta: '2024-02-11', udaya: '2024-03-26', source: 'Zee News 2024' },
  { graha: 'saturn', asta: '2024-02-11', udaya: '2024-03-18', source: 'ABP Live 2024' },
  // ABP Live (abplive.com/astro/transit/shani-asta-2025-today-28-february-saturn-combust-...-2893784): Saturn sets 2025-02-28 19:06, rises 04-08 05:03
  // (tazakhabar.co.in the same; Satyaday's Gujarati edition, satyaday.com/?p=602134, 19:06 and 8 April).
  { graha: 'saturn', asta: '2025-02-28', udaya: '2025-04-08', source: 'ABP Live 2025' },
  // News24 Hindi (hindi.news24online.com/astrology/shani-asta-2025-28-february-...-astro/1054356), a second almanac for Saturn
  // 2025: "28 फरवरी, शुक्रवार को शाम 7 बजकर 1 मिनट पर कुंभ राशि में शनि अस्त हो जाएंगे। इस अवस्था में करीब 37 दिनों तक रहेंगे और
  // 6 अप्रैल 2025 को शनि उदय होंगे" (ABP Majha, marathi.abplive.com/astro/shani-asta-2025-...-1342767, the same 19:01 and 6 April).
  { graha: 'saturn', asta: '2025-02-28', udaya: '2025-04-06', source: 'News24 2025 (Saturn)' },
  // Drik Panchang, New Delhi: Shani asta 2026-03-13 to 2026-04-22 (as issue 34 quotes it). Zee News (zeenews.india.com/hindi/
  // astro/shani-asta-and-uday-2026-...-3030088) and Aaj Tak (aajtak.in, 2026-01-29, "Shani Asta 2026") print the same days,
  // naming no almanac: "13 मार्च 2026 को शनि अस्त होंगे ... 22 अप्रैल 2026 को शनि उदित होंगे".
  { graha: 'saturn', asta: '2026-03-13', udaya: '2026-04-22', source: 'Drik Panchang 2026' },
  { graha: 'saturn', asta: '2026-03-13', udaya: '2026-04-22', source: 'Zee News 2026' },
  // Mercury. vaidicjyotish.com/budh-astoday-2023-mein-ast-evan-uday-kee-taarik: sets 2023-01-02 18:27, rises 01-14 06:12; sets
  // 02-25 06:10, rises 03-27 19:21.
  { graha: 'mercury', asta: '2023-01-02', udaya: '2023-01-14', source: 'vaidicjyotish.com 2023' },
  { graha: 'mercury', asta: '2023-02-25', udaya: '2023-03-27', source: 'vaidicjyotish.com 2023' },
  // News24 Hindi (hindi.news24online.com/astrology/budh-ast-2025-...-1043944): sets 2025-01-20, rises 02-22 19:04. Newsindialive
  // (newsindialive.in/?p=1487652): sets 2025-03-18 19:20, rises 04-08 05:04; Lalluram (lalluram.com/?p=1723984), another
  // almanac: sets 03-19 05:54, rises 04-01 08:37. Zee News Gujarati (budh-ast-2025-dates-...-394215): sets 05-15, rises 06-08.
  { graha: 'mercury', asta: '2025-01-20', udaya: '2025-02-22', source: 'News24 2025' },
  { graha: 'mercury', asta: '2025-03-18', udaya: '2025-04-08', source: 'Newsindialive 2025' },
  { graha: 'mercury', asta: '2025-03-19', udaya: '2025-04-01', source: 'Lalluram 2025' },
  { graha: 'mercury', asta: '2025-05-15', udaya: '2025-06-08', source: 'Zee News 2025' },
  // AstroSage (astrosage.com/gochar/amp/budhasthkumbh.asp, updated 2026-01-16), which reckons by the 14 and 12 deg orbs it
  // states: "28 फरवरी की रात 10 बजकर 09 मिनट पर वक्री अवस्था में कुंभ राशि में अस्त हो जाएंगे और यह अवस्था 13 मार्च 2026 तक रहेगी".
  { graha: 'mercury', asta: '2026-02-28', udaya: '2026-03-13', source: 'AstroSage 2026' },
  // Mars. News24 Hindi (hindi.news24online.com/astrology/mars-combust-from-1-november-2025-2-may-2026-...-1356872), "according
  // to Drik Panchang": sets 2025-11-01 18:36, rises 2026-05-02 04:30 (182 days; pardaphash.com prints the same).
  { graha: 'mars', asta: '2025-11-01', udaya: '2026-05-02', source: 'Drik Panchang (News24) 2025' },
  // Venus 2026 and 2027 from Drik Panchang's own pages (drikpanchang.com/planet/asta/shukra-asta-date-time.html?year=2026
  // and ?year=2027, New Delhi), read 2026-09-26 and recorded by a public project's data file (GitHub code index id
  // 70597979164, the copy drik-muhurat.ts cites for Drik's marriage windows): "Venus combust 12 Oct 2026 18:19 -> 29 Oct
  // 2026 06:00 (Drik, New Delhi)" and "Venus combust 21 Jul 2027 05:08 -> 9 Sep 2027 19:00 (Drik, New Delhi)". October
  // 2026 is the retrograde twin of October 2018 (Tatkaal Khabar, Aaj Tak above); 2027 the superior conjunction.
  { graha: 'venus', asta: '2026-10-12', udaya: '2026-10-29', source: 'Drik Panchang 2026 (Venus)' },
  { graha: 'venus', asta: '2027-07-21', udaya: '2027-09-09', source: 'Drik Panchang 2027 (Venus)' },
];

/** Differences in days (ours - almanac's) beyond which an entry is a known miss, with why. */
const KNOWN_MISSES: Readonly<Record<string, number>> = {
  // Venus October 2018 (retrograde, the twin of October 2026): seen again on Aaj Tak's day, two before Tatkaal Khabar's.
  'venus udaya 2018-11-01': -2,
  // Jupiter 2021: Asianet's almanac sets it two days after ours (Oneindia's and Shaurya Times's within a day) and sees it
  // again on our day; Oneindia and Shaurya Times print the rising three days before ours (02-13; Drik's page for Chennai,
  // 02-12, is ours there to the day: the Chennai test below).
  'jupiter asta 2021-01-19': -2,
  'jupiter udaya 2021-02-13': 3,
  // The orbs' moments, as astrotips.in and Webdunia printed them in 2021-22: wider than sight, by 2 to 17 days.
  'jupiter asta 2021-01-15': 2,
  'jupiter udaya 2021-02-12': 4,
  'venus asta 2021-02-14': 2,
  'venus udaya 2021-05-04': -17,
  'jupiter asta 2022-02-19': 3,
  'jupiter udaya 2022-03-20': 7,
  'venus asta 2022-09-15': 17,
  'venus udaya 2022-12-02': -12,
  // Venus January 2022, retrograde 5 deg north of the Sun at its inferior conjunction: hidden 01-06 to 01-11 by sight,
  // 01-02 to 01-15 by Webdunia (the 8 deg retrograde orb gives 01-04 to 01-14).
  'venus asta 2022-01-02': 4,
  'venus udaya 2022-01-15': -4,
  // Jupiter 2023 by Lokpatrika's almanac, which sets and rises it 3-4 days before Webdunia's (ours sets between the two, rises a day after Webdunia); ABP
  // Live, Jansatta and Webdunia's April article print the same rising, 04-27.
  'jupiter asta 2023-03-28': 3,
  'jupiter udaya 2023-04-27': 7,
  // Venus 2023, retrograde near its inferior conjunction (as in March 2025): sets two days before Webdunia's 08-05 (five
  // before its 08-08); rises on the printed day.
  'venus asta 2023-08-05': -2,
  // Mercury rises three days before vaidicjyotish.com's 2023-01-14 (the Surya Siddhanta orb, 14 deg, gives 01-13).
  'mercury udaya 2023-01-14': -3,
  // Mercury April 2025: the almanacs differ by a week (Lalluram 04-01, as ours; Newsindialive 04-08).
  'mercury udaya 2025-04-08': -7,
  // Mars 2025-26: Drik's 182 days are far wider than the planet's visibility (ours 11-14 to 04-06, Ptolemy's arc 11.5 deg)
  // and than the Surya Siddhanta's 17 deg orb (11-06 to 03-26): the rule behind Drik's Mars dates is not known.
  'mars asta 2025-11-01': 13,
  'mars udaya 2026-05-02': -26,
  // Jupiter's risings by Drik's morning arc (10 deg, Ptolemy's): Drik's own of 2024 and 2026 met (06-06, 08-12 -1) and
  // Webdunia's 2023 (05-03, +1), but the other almanacs' earlier risings missed: Lokpatrika Gujarati's and Patrika's
  // 2023-04-29 by five days, Webdunia's and Lokpatrika's 2024-06-03 by three, Hindustan's 2025-07-07 by two (the others'
  // 2025 rising, 07-09, is ours). The almanacs' Jupiter risings run from our day to a week before it.
  'jupiter udaya 2023-04-29': 5,
  'jupiter udaya 2024-06-03': 3,
  'jupiter udaya 2025-07-07': 2,
  // Venus sets two days after Asianet's and Amrit Vichar's 2025 date (on Amar Ujala's, 12-13). A morning arc of 6.5 deg
  // meets 12-11 but sets Venus four and five days before the 2024 almanacs (the test on other arcs below).
  'venus asta 2025-12-11': 2,
  // Venus near its inferior conjunction of March 2025, 8 degrees north of the Sun: seen again two days before the printed date.
  'venus udaya 2025-03-23': -2,
  // Venus 2024 by News24's almanac: set three days before ours (04-25; the others 04-28 and 04-29), and seen again two days
  // after ours on 06-29 (TV9 Bharatvarsh, News24 and Zee News; Webdunia, Lokpatrika and Prabhat Khabar print 06-28).
  'venus asta 2024-04-25': 3,
  'venus udaya 2024-06-29': -2,
  // Saturn 2025 rises two days after News24's and ABP Majha's 04-06, on ABP Live's 04-08.
  'saturn udaya 2025-04-06': 2,
  // Saturn 2023 and 2024 by the papers' Surya Siddhanta orb (15 deg), wider than sight: ours sets 4-6 days later and rises
  // 7 days later (Zee News's 2024 rising, 03-26, is within a day of ours). From 2025 the printed dates (Drik's) follow sight.
  'saturn asta 2023-01-31': 4,
  'saturn udaya 2023-03-05': 7,
  'saturn asta 2024-02-11': 6,
  'saturn udaya 2024-03-18': 7,
  // Mercury sets two days after AstroSage's 2026-02-28, which is the 12 deg retrograde orb's moment (ours by orbs 02-28 22:07).
  'mercury asta 2026-02-28': 2,
  // Venus 2027 near its superior conjunction: ours sets two days after Drik's 07-21 (07-23) and rises two days before its
  // 09-09 (09-07), two days shorter at each end, where the 2024 superior conjunction's dates (Lokpatrika, Webdunia) are met
  // within a day; Drik's October 2026 retrograde span (10-12 to 10-29) is met within a day at both ends.
  'venus asta 2027-07-21': 2,
  'venus udaya 2027-09-09': -2,
};

interface Comparison {
  graha: AstaGraha;
  kind: 'asta' | 'udaya';
  /** The almanac's date. */
  theirs: string;
  ours: string;
  /** Days, ours - almanac's (infinite where no span of ours lies within three weeks). */
  diff: number;
  source: string;
}

/** Every almanac date against ours (by the given arcs of vision; the rule's own by default), in ALMANAC order. */
function compareAll(arcs?: ArcusVisionis): Comparison[] {
  const out: Comparison[] = [];
  for (const a of ALMANAC) {
    const printed = a.asta ?? a.udaya;
    assert.ok(printed !== undefined, `${a.source}: a setting or a rising`);
    const y = Number(printed.slice(0, 4));
    const spans = astaSpansByVisibility(a.graha, jdUtFromCalendar(y - 1, 1, 1, 0), jdUtFromCalendar(y + 1, 12, 31, 0), DELHI, arcs);
    // Within three weeks: the orb-printed dates lie up to 17 days from ours, and Mercury's settings are 7 weeks apart or more.
    const near = 20;
    // The span whose printed end lies near ours (a span open at the search's edge has an infinite end).
    const span = spans.find((s) => {
      const jdUt = a.asta !== undefined ? s.astaJdUt : s.udayaJdUt;
      return Number.isFinite(jdUt) && Math.abs(daysBetween(istDate(jdUt), printed)) <= near;
    });
    if (span === undefined) {
      // None near (other arcs than the rule's can move a span further): no day to compare, a miss.
      for (const [kind, theirs] of [
        ['asta', a.asta],
        ['udaya', a.udaya],
      ] as const) {
        if (theirs !== undefined)
          out.push({ graha: a.graha, kind, theirs, ours: 'none', diff: Number.POSITIVE_INFINITY, source: a.source });
      }
      continue;
    }
    const pairs: ['asta' | 'udaya', string, string][] = [];
    if (a.asta !== undefined) pairs.push(['asta', istDate(span.astaJdUt), a.asta]);
    if (a.udaya !== undefined) pairs.push(['udaya', istDate(span.udayaJdUt), a.udaya]);
    for (const [kind, ours, theirs] of pairs) {
      out.push({ graha: a.graha, kind, theirs, ours, diff: daysBetween(ours, theirs), source: a.source });
    }
  }
  return out;
}

test('asta and udaya of the five grahas 2018-2027 at New Delhi: within a day of the almanacs, 35 known misses', () => {
  const comparisons = compareAll();
  let within = 0;
  const missed = new Set<string>();
  for (const c of comparisons) {
    assert.notEqual(c.ours, 'none', `${c.graha} ${c.source}: a span near ${c.theirs}`);
    const known = KNOWN_MISSES[`${c.graha} ${c.kind} ${c.theirs}`];
    if (known === undefined) {
      assert.ok(Math.abs(c.diff) <= 1, `${c.graha} ${c.kind} ${c.source}: ours ${c.ours}, almanac ${c.theirs}`);
      within += 1;
    } else {
      assert.equal(c.diff, known, `${c.graha} ${c.kind} ${c.source}: the known miss`);
      missed.add(`${c.graha} ${c.kind} ${c.theirs}`);
    }
  }
  const compared = comparisons.length;
  assert.equal(compared, ALMANAC.filter((a) => a.asta !== undefined).length + ALMANAC.filter((a) => a.udaya !== undefined).length);
  // Every known miss is met (a date two almanacs print is one miss), and every other comparison is within a day.
  assert.deepEqual([...missed].sort(), Object.keys(KNOWN_MISSES).sort());
  assert.equal(
    within,
    compared -
      ALMANAC.filter((a) => a.asta !== undefined && KNOWN_MISSES[`${a.graha} asta ${a.asta}`] !== undefined).length -
      ALMANAC.filter((a) => a.udaya !== undefined && KNOWN_MISSES[`${a.graha} udaya ${a.udaya}`] !== undefined).length,
  );
  // 57 almanac rows, 109 comparisons, 68 within a day (the 41 others the 35 known misses, six of them printed twice).
  assert.deepEqual([ALMANAC.length, compared, within], [57, 109, 68]);
});

test("other arcs of vision: Jupiter's morning 9 degrees misses Drik's risings; none meets Drik's Venus setting of 2025 without losing other dates", () => {
  const diffOf = (cs: Comparison[], graha: AstaGraha, kind: 'asta' | 'udaya', theirs: string, source: string): number => {
    const c = cs.find((x) => x.graha === graha && x.kind === kind && x.theirs === theirs && x.source === source);
    assert.ok(c, `${graha} ${kind} ${theirs} ${source}`);
    return c.diff;
  };
  const withinADay = (cs: Comparison[]): number => cs.filter((c) => Math.abs(c.diff) <= 1).length;
  // Ptolemy's own arcs (Almagest XIII.7: Saturn 11, Jupiter 10, Mars 11.5, Venus 5, Mercury 10, morning and evening
  // alike), unfitted: 37 of the 109 dates within a day, against the rule's 68.
  const ptolemy = compareAll({
    mars: { evening: 11.5, morning: 11.5 },
    mercury: { evening: 10, morning: 10 },
    jupiter: { evening: 10, morning: 10 },
    venus: { evening: 5, morning: 5 },
    saturn: { evening: 11, morning: 11 },
  });
  assert.deepEqual([ptolemy.length, withinADay(ptolemy)], [109, 37]);
  // Jupiter's morning arc of 9 degrees, as its evening (the rule before Drik's 2024 rising was found): the other almanacs'
  // risings of 2023-2025 better (25 of Jupiter's 38 dates within a day, against the rule's 24), but Drik's risings of
  // 2024-06-06 (India H1) and 2026-08-12 (Aaj Tak) both two days early: one of Drik's three Jupiter dates within a day.
  const jupiterMorning9 = compareAll({ ...ARCUS_VISIONIS_DEG, jupiter: { evening: 9, morning: 9 } });
  assert.equal(diffOf(jupiterMorning9, 'jupiter', 'udaya', '2026-08-12', 'Drik Panchang (Aaj Tak) 2026'), -2);
  assert.equal(diffOf(jupiterMorning9, 'jupiter', 'udaya', '2024-06-06', 'Drik Panchang (India H1) 2024'), -2);
  assert.equal(diffOf(jupiterMorning9, 'jupiter', 'udaya', '2024-06-03', 'Webdunia 2024'), 1);
  assert.equal(diffOf(jupiterMorning9, 'jupiter', 'udaya', '2023-04-29', 'Lokpatrika Gujarati 2023'), 2);
  const jupiterOf = (cs: Comparison[]) => cs.filter((c) => c.graha === 'jupiter');
  const drikOf = (cs: Comparison[]) => jupiterOf(cs).filter((c) => c.source.startsWith('Drik Panchang'));
  assert.deepEqual([drikOf(jupiterMorning9).length, withinADay(drikOf(jupiterMorning9)), withinADay(drikOf(compareAll()))], [3, 1, 3]);
  assert.deepEqual(
    [jupiterOf(jupiterMorning9).length, withinADay(jupiterOf(jupiterMorning9)), withinADay(jupiterOf(compareAll()))],
    [38, 25, 24],
  );
  // Venus's morning arc 6.5 degrees: the setting of 2025-12-11 (Asianet, Amrit Vichar) met, but the settings of 2024 four and
  // five days early (Webdunia 04-28, Lokpatrika 04-29) and those of 2021 and 2022 two: the setting days printed for the same
  // morning sky differ by more than one arc allows.
  const venusMorning65 = compareAll({ ...ARCUS_VISIONIS_DEG, venus: { evening: 6, morning: 6.5 } });
  assert.equal(diffOf(venusMorning65, 'venus', 'asta', '2025-12-11', 'Asianet 2025'), 0);
  assert.equal(diffOf(venusMorning65, 'venus', 'asta', '2024-04-28', 'Webdunia 2024'), -4);
  assert.equal(diffOf(venusMorning65, 'venus', 'asta', '2021-02-16', 'shreeayodhyajisss.com 2021'), -2);
  assert.equal(diffOf(venusMorning65, 'venus', 'asta', '2022-10-02', 'Ganesh Mishra 2022'), -2);
});

test("Drik's own Jupiter page for Chennai, 2021: the setting and the rising within a day, at Chennai", () => {
  // github.com/jyotisham/jyotisha issue 94 ("guru-shukra-lopa-ganana", 2021-01-06) quotes drikpanchang.com/planet/asta/
  // guru-asta-date-time.html?geoname-id=1264527&year=2021 (Chennai): "Jupiter Tara Asta Starts On January 19, 2021,
  // Tuesday at 06:35 PM ... Jupiter Tara Asta Ends On February 12, 2021, Friday at 05:55 AM ... Total Asta Duration = 24
  // Days". The page says its dates are computed for the observer's place, so it is compared at Chennai, not with the
  // New Delhi rows above (where the same span is 01-17 to 02-14).
  const chennai = { latitudeDeg: 13.08784, longitudeDeg: 80.27847 };
  const [span] = astaSpansByVisibility('jupiter', jdUtFromCalendar(2020, 12, 1, 0), jdUtFromCalendar(2021, 3, 31, 0), chennai);
  assert.ok(span);
  const [asta, udaya] = [istDate(span.astaJdUt), istDate(span.udayaJdUt)];
  assert.deepEqual([daysBetween(asta, '2021-01-19'), daysBetween(udaya, '2021-02-12')], [-1, 0]);
});

test('the visibility rule follows the ecliptic: Saturn 2026 sets 12 days before conjunction and rises over 3 weeks after', () => {
  // The conjunction from astronomy-engine (an independent ephemeris): Saturn's heliocentric longitude 180 deg from the Earth's.
  const conj = SearchRelativeLongitude(Body.Saturn, 180, new Date('2026-02-01')).date.toISOString().slice(0, 10);
  assert.equal(conj, '2026-03-25');
  const [span] = astaSpansByVisibility('saturn', jdUtFromCalendar(2026, 2, 1, 0), jdUtFromCalendar(2026, 6, 1, 0), DELHI);
  assert.ok(span);
  assert.ok(daysBetween(conj, istDate(span.astaJdUt)) <= 13);
  assert.ok(daysBetween(istDate(span.udayaJdUt), conj) >= 21);
});

test('each span starts before it ends and the spans do not overlap (all five grahas, 2024-2026; New Delhi, Longyearbyen 78 N, 70 S)', () => {
  for (const [g, place] of (['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const).flatMap((g) =>
    [DELHI, { latitudeDeg: 78.22, longitudeDeg: 15.65 }, { latitudeDeg: -70, longitudeDeg: 0 }].map((p) => [g, p] as const),
  )) {
    const spans = astaSpansByVisibility(g, jdUtFromCalendar(2024, 1, 1, 0), jdUtFromCalendar(2027, 1, 1, 0), place);
    assert.ok(spans.length >= 2, g);
    for (let i = 0; i < spans.length; i += 1) {
      assert.ok(spans[i]!.astaJdUt < spans[i]!.udayaJdUt, g);
      if (i > 0) assert.ok(spans[i - 1]!.udayaJdUt < spans[i]!.astaJdUt, g);
    }
  }
});
