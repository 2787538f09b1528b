/**
 * Yoga test layouts of PyJHora (naturalstupid/PyJHora, src/jhora/tests/pvr_tests.py
 * at commit e20943c620cdb07bd868124bae5ffc8c3a99861a, V4.8.5, chapter of
 * yoga tests after B.V. Raman, "Three Hundred Important Combinations"): each
 * case is a rashi chart as a layout, `layout[s]` the grahas in sign s (0 =
 * Aries; '0'..'8' Sun..Ketu, 'L' the lagna, '/' between them), and whether
 * PyJHora's function expects the yoga. Transcribed as published, with the
 * line of each in that file; only the functions naming a yoga this API
 * evaluates (`yoga`: its id here; PyJHora's Kemadruma is compared with an
 * uncancelled Kemadruma, Kemadruma without Kemadruma Bhanga).
 *
 * `differs`: a case whose answer here is the opposite, with the rule that
 * makes it so. Layouts that are not charts (a graha missing or twice, Ketu
 * not opposite Rahu) are kept: the API refuses them, and the test says so.
 */
export interface PyJHoraYogaLayout {
  /** Line of the layout in pvr_tests.py. */
  line: number;
  pyjhora: string;
  yoga: string;
  expected: boolean;
  layout: readonly string[];
  differs?: string;
}

export const PYJHORA_YOGA_LAYOUTS: readonly PyJHoraYogaLayout[] = [
  { line: 1321, pyjhora: 'sunaphaa_yoga', yoga: 'sunapha', expected: false, layout: ['6/7', '', '', '', '', '1', '4/8/0/3/2/5', '', '', '', 'L', ''],
    differs: "PyJHora's Sunapha fails when the Sun is among the grahas in the 2nd from the Moon (its reading of B.V. Raman's 'planets other than the Sun'); here the Sun is not counted and Mars, Mercury, Jupiter or Venus there form it (BPHS ch. 37)" },
  { line: 1324, pyjhora: 'sunaphaa_yoga', yoga: 'sunapha', expected: true, layout: ['', '0/1/3', '5', '', '', '2/7', '', '', '', '6', '4', 'L/8'] },
  { line: 1330, pyjhora: 'anaphaa_yoga', yoga: 'anapha', expected: true, layout: ['2', '1', 'L', '3', '4', '5', '6', '7', '8', '0', '', ''] },
  { line: 1333, pyjhora: 'anaphaa_yoga', yoga: 'anapha', expected: false, layout: ['L', '1', '', '3/2', '4', '5', '6', '7', '8', '0', '', ''] },
  { line: 1339, pyjhora: 'duradhara_yoga', yoga: 'durudhara', expected: true, layout: ['2', '1', 'L/3', '', '4', '5', '6', '7', '8', '0', '', ''] },
  { line: 1342, pyjhora: 'duradhara_yoga', yoga: 'durudhara', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '0', '', ''] },
  { line: 1348, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: true, layout: ['L', '7', '2', '', '0', '1', '', '8/6', '3', '', '4', '5'],
    differs: "PyJHora's Kemadruma (B.V. Raman no. 5) is broken only by grahas in kendras from the lagna; here Mars in the 10th from the Moon breaks it too (Phaladeepika ch. 6: Kemadruma Bhanga from the Moon or the lagna)" },
  { line: 1351, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: true, layout: ['L', '7/2', '', '', '0', '1', '', '8', '3', '', '4/6', '5'],
    differs: "PyJHora's Kemadruma is broken only by grahas in kendras from the lagna; here Mercury in the 4th from the Moon breaks it too (Phaladeepika ch. 6)" },
  { line: 1354, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: true, layout: ['2', '7', 'L', '3', '0', '1', '', '8/6', '', '4', '5', ''] },
  { line: 1357, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: true, layout: ['L', '7', '', '1', '0', '2', '', '8', '6/3', '', '4', '5'] },
  { line: 1360, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: true, layout: ['L/1', '', '2', '', '7', '3', '', '4/6', '5', '', '8', '0'] },
  { line: 1363, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: true, layout: ['L', '7', '2', '', '3', '5', '', '8', '0', '1', '', '6/4'] },
  { line: 1367, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['L', '7', '2', '', '1', '0/3', '', '8', '6', '', '4', '5'] },
  { line: 1370, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['L', '7', '2', '3', '0', '1', '', '8', '6', '', '4', '5'] },
  { line: 1373, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['L', '7', '2', '', '0', '1', '3', '8', '6', '5', '4', ''] },
  { line: 1376, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['L/0', '7', '2', '', '', '1', '', '8', '6/3', '', '4', '5'] },
  { line: 1379, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['2', '7', 'L', '3', '0', '1', '', '8', '6', '', '4', '5/6'] },
  { line: 1382, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['L', '7', '2', '3', '4', '1', '', '8', '6', '5', '0', ''] },
  { line: 1385, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['2', '7', 'L', '3', '0', '1', '', '8', '6', '', '4', '5/6'] },
  { line: 1388, pyjhora: 'kemadruma_yoga', yoga: 'kemadruma', expected: false, layout: ['L/0/1', '', '2', '', '7', '3', '', '4/6', '5', '', '8', ''],
    differs: "PyJHora counts the Sun in a kendra from the lagna as breaking Kemadruma; here only Mars..Saturn break it (Phaladeepika ch. 6), and the Sun is with the Moon in the lagna" },
  { line: 1394, pyjhora: 'chandra_mangala_yoga', yoga: 'chandra_mangala', expected: true, layout: ['', '0/1/2', 'L', '', '3', '', '4/5', '6/7', '', '8', '', ''] },
  { line: 1398, pyjhora: 'chandra_mangala_yoga', yoga: 'chandra_mangala', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1404, pyjhora: 'adhi_yoga', yoga: 'adhi', expected: true, layout: ['', '0/1/2', 'L', '', '', '', '3/6', '5', '4', '8', '7', ''] },
  { line: 1407, pyjhora: 'adhi_yoga', yoga: 'adhi', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1415, pyjhora: 'ruchaka_yoga', yoga: 'ruchaka', expected: true, layout: ['2', '0/1', '', '4', '3', '5', 'L', '6', '', '8', '7', ''] },
  { line: 1418, pyjhora: 'ruchaka_yoga', yoga: 'ruchaka', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1425, pyjhora: 'bhadra_yoga', yoga: 'bhadra', expected: true, layout: ['5', '0/1', 'L', '4', '2', '3', '', '6', '', '8', '7', ''] },
  { line: 1428, pyjhora: 'bhadra_yoga', yoga: 'bhadra', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1435, pyjhora: 'sasa_yoga', yoga: 'sasa', expected: true, layout: ['5', '0/1', '8', '4', '2', '3', '6', '', '', 'L', '7', ''] },
  { line: 1438, pyjhora: 'sasa_yoga', yoga: 'sasa', expected: false, layout: ['', 'L/1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1445, pyjhora: 'maalavya_yoga', yoga: 'malavya', expected: true, layout: ['', '0/1', 'L', '4', '8', '3', '6', '2', '', '', '7', '5'] },
  { line: 1448, pyjhora: 'maalavya_yoga', yoga: 'malavya', expected: false, layout: ['', 'L/1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1455, pyjhora: 'hamsa_yoga', yoga: 'hamsa', expected: true, layout: ['', '0/1', '', '5', '8', '3', '6', '2', 'L', '', '7', '4'] },
  { line: 1458, pyjhora: 'hamsa_yoga', yoga: 'hamsa', expected: false, layout: ['', 'L/1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1462, pyjhora: 'hamsa_yoga', yoga: 'hamsa', expected: true, layout: ['', '0/3', '5/6', '8', '2/1', '', '', '', 'L', '7', '', '4'] },
  { line: 1465, pyjhora: 'hamsa_yoga', yoga: 'hamsa', expected: true, layout: ['1', '', '8/2/L', '', '', '', '', '', '7', '', '', '0/5/4/3/6'] },
  { line: 1468, pyjhora: 'hamsa_yoga', yoga: 'hamsa', expected: true, layout: ['', '', '', '4', '8', '', 'L/5/6', '1/2/3', '0', '', '7', ''] },
  { line: 1477, pyjhora: 'rajju_yoga', yoga: 'rajju', expected: true, layout: ['0/1', 'L', '', '2/3', '', '', '4/5', '', '', '6/7/8', '', ''] },
  { line: 1480, pyjhora: 'rajju_yoga', yoga: 'rajju', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1483, pyjhora: 'rajju_yoga', yoga: 'rajju', expected: false, layout: ['0/1', '', '', '2/3', '', '8', '4/5', '', '', '6/7/L', '', ''] },
  { line: 1490, pyjhora: 'musala_yoga', yoga: 'musala', expected: true, layout: ['', 'L/0/1', '', '', '2/3', '', '', '4/5', '', '', '6/7/8', ''] },
  { line: 1493, pyjhora: 'musala_yoga', yoga: 'musala', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1496, pyjhora: 'musala_yoga', yoga: 'musala', expected: false, layout: ['0/1', '', '', '2/3', '', '8', '4/5', '', '', '6/7/L', '', ''] },
  { line: 1503, pyjhora: 'nala_yoga', yoga: 'nala', expected: true, layout: ['', 'L', '0/1', '', '', '2/3', '', '', '4/5', '', '', '6/7/8'] },
  { line: 1506, pyjhora: 'nala_yoga', yoga: 'nala', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1509, pyjhora: 'nala_yoga', yoga: 'nala', expected: false, layout: ['0/1', '', '', '2/3', '', '8', '4/5', '', '', '6/7/L', '', ''] },
  { line: 1518, pyjhora: 'maalaa_yoga', yoga: 'mala', expected: true, layout: ['L', '0', '1', '5', '2', '6', '4', '7', '8', '3', ''] },
  { line: 1521, pyjhora: 'maalaa_yoga', yoga: 'mala', expected: true, layout: ['', '0', '1', 'L/5', '2', '6', '4', '7', '8', '3', ''] },
  { line: 1524, pyjhora: 'maalaa_yoga', yoga: 'mala', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1527, pyjhora: 'maalaa_yoga', yoga: 'mala', expected: false, layout: ['0/1', '', '', '2', '', '8', '3/4/5', '', '', '6/7/L', '', ''] },
  { line: 1534, pyjhora: 'sarpa_yoga', yoga: 'sarpa', expected: true, layout: ['0', '2', '3', '1', '7', '', '4', 'L', '5', '', '8', '6'],
    differs: "PyJHora counts Rahu and Ketu among the malefics of Sarpa (Rahu and Ketu hold two of the three kendras); here, as in BPHS ch. 35 v. 8, only the Sun, Mars and Saturn" },
  { line: 1537, pyjhora: 'sarpa_yoga', yoga: 'sarpa', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1568, pyjhora: 'sakata_yoga', yoga: 'sakata', expected: true, layout: ['L/0/1/2/3', '', '', '', '', '', '4/5/6/7/8', '', '', '', '', ''] },
  { line: 1571, pyjhora: 'sakata_yoga', yoga: 'sakata', expected: true, layout: ['', '', 'L/0/1/2/3', '', '', '', '', '', '4/5/6/7/8', '', '', ''] },
  { line: 1574, pyjhora: 'sakata_yoga', yoga: 'sakata', expected: false, layout: ['L', '1', '0/3', '2', '4', '5', '6', '7', '8', '', '', ''] },
  { line: 1577, pyjhora: 'sakata_yoga', yoga: 'sakata', expected: false, layout: ['0/1', '', '', '2/3', '', '8', '4', '', '5', '6/7/L', '', ''] },
  { line: 1837, pyjhora: 'veenaa_yoga', yoga: 'vallaki', expected: true, layout: ['L/0', '4', '', '1', '2', '5', '', '3', '', '6', '7', '8'] },
  { line: 1840, pyjhora: 'veenaa_yoga', yoga: 'vallaki', expected: false, layout: ['L', '1', '0/3', '2', '', '5', '6', '7', '8', '', '4', ''] },
  { line: 1846, pyjhora: 'daama_yoga', yoga: 'dama', expected: true, layout: ['L/0/1', '4', '', '', '2', '5', '', '3', '', '6', '7', '8'] },
  { line: 1849, pyjhora: 'daama_yoga', yoga: 'dama', expected: false, layout: ['L', '1', '0/3', '2/5', '', '', '6', '7', '8', '', '4', ''] },
  { line: 1855, pyjhora: 'paasa_yoga', yoga: 'pasha', expected: true, layout: ['L/0/1', '4', '', '', '2/5', '', '', '3', '', '6', '7', '8'] },
  { line: 1858, pyjhora: 'paasa_yoga', yoga: 'pasha', expected: false, layout: ['L', '1/6', '0/3', '2/5', '', '', '', '7', '8', '', '4', ''] },
  { line: 1864, pyjhora: 'kedaara_yoga', yoga: 'kedara', expected: true, layout: ['L/0/1', '', '4/3', '7', '2/5', '', '', '6', '', '', '8', ''] },
  { line: 1867, pyjhora: 'kedaara_yoga', yoga: 'kedara', expected: false, layout: ['L', '1/6/8', '0/3', '2', '', '', '', '5/7', '', '', '4', ''] },
  { line: 1873, pyjhora: 'soola_yoga', yoga: 'shula', expected: true, layout: ['L/0/1', '', '', '', '4/2/5', '', '', '3/6', '', '', '7', '8'] },
  { line: 1876, pyjhora: 'soola_yoga', yoga: 'shula', expected: false, layout: ['L', '1/6', '0/3', '2/5', '', '', '', '7', '8', '', '4', ''] },
  { line: 1882, pyjhora: 'yuga_yoga', yoga: 'yuga', expected: true, layout: ['L/0/1/3', '', '', '', '4/2/5/6', '', '', '', '', '', '7', '8'] },
  { line: 1885, pyjhora: 'yuga_yoga', yoga: 'yuga', expected: false, layout: ['L', '1/6', '0/3', '2/5', '', '', '', '7', '8', '', '4', ''] },
  { line: 1891, pyjhora: 'gola_yoga', yoga: 'gola', expected: true, layout: ['L', '', '', '', '4/2/5/6/0/1/3', '', '', '', '', '', '7', '8'] },
  { line: 1894, pyjhora: 'gola_yoga', yoga: 'gola', expected: false, layout: ['L', '', '', '', '4/2/5/7/0/1/3', '', '', '', '', '', '6', '8'] },
  { line: 1960, pyjhora: 'gaja_kesari_yoga', yoga: 'gaja_kesari', expected: false, layout: ['L', '5', '0/3', '2', '', '5', '6', '7', '8', '1', '4', ''] },
  { line: 1964, pyjhora: 'gaja_kesari_yoga', yoga: 'gaja_kesari', expected: false, layout: ['2', '', '4', '5/3/0', '', '8/6', '', 'L', '1', '', '', '7'],
    differs: "PyJHora adds B.V. Raman's conditions to Gaja Kesari (no. 1: Jupiter not in an enemy's sign, joined or aspected by a benefic): Jupiter is in Gemini, a sign of its enemy Mercury; here Jupiter in a kendra from the Moon suffices (BPHS ch. 36)" },
  { line: 1966, pyjhora: 'gaja_kesari_yoga', yoga: 'gaja_kesari', expected: false, layout: ['6/2/7', '', '', 'L/0', '3', '5', '4/8', '', '', '1', '', ''],
    differs: "PyJHora adds B.V. Raman's conditions to Gaja Kesari: Jupiter is in Libra, a sign of its enemy Venus; here Jupiter in a kendra from the Moon suffices (BPHS ch. 36)" },
  { line: 1972, pyjhora: 'guru_mangala_yoga', yoga: 'guru_mangala', expected: true, layout: ['', '2/4', '', '', '6/5', '0/3/8', '', '1/L', '', '', '', '7'] },
  { line: 1975, pyjhora: 'guru_mangala_yoga', yoga: 'guru_mangala', expected: true, layout: ['', '2', '', '', '6/5', '0/3/8', '', '1/L/4', '', '', '', '7'] },
  { line: 1978, pyjhora: 'guru_mangala_yoga', yoga: 'guru_mangala', expected: false, layout: ['L', '5', '0/3', '2', '', '5', '6', '7', '8', '1', '4', ''] },
  { line: 1984, pyjhora: 'amala_yoga', yoga: 'amala', expected: true, layout: ['L', '2', '', '', '6/5', '0/3/8', '', '1/L', '', '4', '', '7'] },
  { line: 1987, pyjhora: 'amala_yoga', yoga: 'amala', expected: true, layout: ['L', '2', '', '', '6/5', '0/3/8', '', '1/L/4', '', '', '', '7'] },
  { line: 1990, pyjhora: 'amala_yoga', yoga: 'amala', expected: false, layout: ['L', '5', '0/3', '2', '', '', '6', '7', '8', '1', '4', ''] },
  { line: 1996, pyjhora: 'parvata_yoga', yoga: 'parvata', expected: true, layout: ['L', '0', '1/8', '4', '2', '', '5', '', '7', '3', '6', ''] },
  { line: 1999, pyjhora: 'parvata_yoga', yoga: 'parvata', expected: true, layout: ['0/1/6', '5', '7', '2', '', '', '', '3/4', '8', '', 'L', ''],
    differs: "PyJHora's Parvata reads the 7th and 8th houses; here the 6th and 8th (B.V. Raman no. 14), and Mars holds the 6th" },
  { line: 2002, pyjhora: 'parvata_yoga', yoga: 'parvata', expected: false, layout: ['L', '0', '1/8', '4', '2', '', '5', '6', '7', '3', '', ''] },
  { line: 2016, pyjhora: 'kaahala_yoga', yoga: 'kahala', expected: true, layout: ['', '', '', 'L/4', '', '', '5', '', '', '', '', '1'] },
  { line: 2019, pyjhora: 'kaahala_yoga', yoga: 'kahala', expected: false, layout: ['L', '5', '0/3', '2', '', '', '6', '7', '8', '1', '4', ''] },
  { line: 2045, pyjhora: 'sankha_yoga', yoga: 'shankha', expected: true, layout: ['L', '1', '', '', '', '8', '0/3/4/5', '', '', '2/6', '', '7'] },
  { line: 2049, pyjhora: 'sankha_yoga', yoga: 'shankha', expected: true, layout: ['', '6/1', '', '0', '2/3/5', '8', '', '4', '', '', 'L', '7'] },
];
