import { test } from 'node:test';
import assert from 'node:assert/strict';
import { houseLordHi, houseOrdinalHi } from '../../../src/core/glossary.ts';
import { grahaListHi, listHi, ordinalEn, type SentenceTable } from '../../../src/core/sentences.ts';
import { SADE_SATI_MEANING_SENTENCES } from '../../../src/domain/doshas/index.ts';
import { KOOTA_NOTE_SENTENCES, MATCH_CONCLUSION_SENTENCES } from '../../../src/domain/matching/index.ts';
import { MOBILE_VERDICT_SENTENCES } from '../../../src/domain/numerology/index.ts';
import { YOGA_FORMED_SENTENCES, YOGA_RULE_SENTENCES } from '../../../src/domain/yogas/index.ts';

/** Parameters for every sentence of a table: the mapped type makes a missing id a type error. */
type Samples<T extends SentenceTable> = { [K in keyof T]: Parameters<T[K]['en']>[0] };

const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every sentence of the table in both languages: English without Devanagari, Hindi in Devanagari without a Latin letter. */
function checkTable<T extends SentenceTable>(name: string, table: T, samples: Samples<T>): void {
  assert.deepEqual(Object.keys(samples).sort(), Object.keys(table).sort(), `${name}: a sample for every sentence`);
  assert.ok(Object.keys(table).length > 0, name);
  for (const [id, sentence] of Object.entries(table)) {
    const params = samples[id as keyof T] as never;
    const en = sentence.en(params);
    const hi = sentence.hi(params);
    assert.match(en, /^[A-Z0-9].*\.$/, `${name}.${id} en: ${en}`);
    assert.doesNotMatch(en, DEVANAGARI, `${name}.${id} en: ${en}`);
    assert.match(hi, DEVANAGARI, `${name}.${id} hi: ${hi}`);
    assert.doesNotMatch(hi, LATIN, `${name}.${id} hi: ${hi}`);
    assert.ok(hi.endsWith('।'), `${name}.${id} hi ends with a danda: ${hi}`);
  }
}

const lord = (graha: 'venus' | 'saturn' | 'jupiter' | 'mars', house: number) => ({ graha, house });

test('every yoga sentence has English and Hindi', () => {
  checkTable('YOGA_RULE_SENTENCES', YOGA_RULE_SENTENCES, {
    mahapurusha: { graha: 'jupiter' },
    sunapha: undefined,
    anapha: undefined,
    durudhara: undefined,
    kemadruma: undefined,
    kemadruma_bhanga: undefined,
    gaja_kesari: undefined,
    chandra_mangala: undefined,
    adhi: undefined,
    sakata: undefined,
    vesi: undefined,
    vasi: undefined,
    ubhayachari: undefined,
    budha_aditya: undefined,
    raja: undefined,
    dharma_karmadhipati: undefined,
    yogakaraka: undefined,
    viparita_raja: { house: 6 },
    neecha_bhanga_raja: undefined,
    dhana: undefined,
    lakshmi: undefined,
    saraswati: undefined,
    maha_parivartana: undefined,
    dainya_parivartana: undefined,
    khala_parivartana: undefined,
    ashraya: { modality: 2 },
    dala: { benefic: false },
    sankhya: { count: 1 },
    amala: undefined,
    shubha_kartari: undefined,
    papa_kartari: undefined,
    chatussagara: undefined,
    vasumati: undefined,
    parvata: undefined,
    kahala: undefined,
    shankha: undefined,
    guru_mangala: undefined,
  });
  checkTable('YOGA_FORMED_SENTENCES', YOGA_FORMED_SENTENCES, {
    exalted_in_house: lord('jupiter', 4),
    own_sign_in_house: lord('saturn', 10),
    grahas_in_house_from: { grahas: ['mars', 'venus'], house: 12, from: 'sun' },
    grahas_both_sides_of: { second: ['mars'], twelfth: ['venus', 'saturn'], from: 'moon' },
    moon_alone: undefined,
    kemadruma_cancelled: { grahas: ['jupiter'], from: 'lagna' },
    jupiter_from_moon: { house: 7 },
    moon_from_jupiter: { house: 8 },
    moon_mars_conjunct: undefined,
    sun_mercury_conjunct: undefined,
    jupiter_mars_conjunct: undefined,
    jupiter_mars_opposite: undefined,
    benefics_from_moon: { mercury: 6, jupiter: 7, venus: 8 },
    lords_associated: { a: lord('venus', 9), b: lord('saturn', 10), how: 'mutual_aspect' },
    rules_kendra_and_trikona: { graha: 'saturn', kendra: 10, trikona: 9 },
    lord_in_house: { graha: 'jupiter', house: 12, inHouse: 6 },
    neecha_bhanga: { graha: 'saturn', canceller: 'mars', by: 'sign_lord', from: 'moon' },
    lakshmi: { ninthLord: 'jupiter', dignity: 'moolatrikona', house: 9, lagnaLord: 'mars' },
    saraswati: { jupiter: 1, venus: 2, mercury: 4, jupiterDignity: 'great_friend' },
    exchange_signs: { a: lord('mars', 11), b: lord('saturn', 1) },
    all_in_modality: { modality: 1 },
    occupied_signs: { signIndices: [0, 5, 11] },
    kendras_hold_only: { kendras: [1, 4, 7], benefic: true },
    alone_in_tenth: { grahas: ['mercury', 'venus'], from: 'moon' },
    second_and_twelfth: { second: ['saturn'], twelfth: ['rahu'] },
    every_kendra_occupied: undefined,
    benefics_in_upachayas: { from: 'lagna' },
    benefics_in_kendras: { grahas: ['jupiter'] },
    lords_in_mutual_kendra: { a: lord('jupiter', 4), b: lord('venus', 9), apart: 10 },
  });
});

test('every matching, dosha and numerology sentence has English and Hindi', () => {
  checkTable('KOOTA_NOTE_SENTENCES', KOOTA_NOTE_SENTENCES, {
    varna: { groom: 'vaishya', bride: 'brahmin', score: 0 },
    vashya: { groom: 'manava', bride: 'keeta' },
    tara_dina: { groom: { number: 9, name: 'ati_mitra' }, bride: { number: 3, name: 'vipat' } },
    yoni: { groom: 'horse', bride: 'buffalo', score: 0 },
    graha_maitri: { groom: 'mercury', bride: 'venus' },
    gana: { groom: 'rakshasa', bride: 'deva' },
    bhakoot: { position: 6, back: 8, dosha: true, exception: 'sign_lords_mutual_friends' },
    nadi: { groom: 'adi', bride: 'adi', dosha: true, exception: 'same_nakshatra_different_pada' },
  });
  checkTable('MATCH_CONCLUSION_SENTENCES', MATCH_CONCLUSION_SENTENCES, {
    conclusion: { total: 17.5, verdict: 'not_recommended', nadiDosha: true, bhakootDosha: true },
  });
  checkTable('SADE_SATI_MEANING_SENTENCES', SADE_SATI_MEANING_SENTENCES, {
    rising: undefined,
    peak: undefined,
    setting: undefined,
    kantaka: undefined,
    ashtama: undefined,
  });
  checkTable('MOBILE_VERDICT_SENTENCES', MOBILE_VERDICT_SENTENCES, { favourable: undefined, neutral: undefined, challenging: undefined });
});

// The Sanskrit ordinals and house-lord names of Hindi jyotish writing (e.g.
// any Hindi Laghu Parashari: "नवमेश", "दशमेश"; "सप्तम भाव").
test('Hindi house words, English ordinals and Hindi lists', () => {
  assert.deepEqual([1, 2, 7, 12].map(houseOrdinalHi), ['प्रथम', 'द्वितीय', 'सप्तम', 'द्वादश']);
  assert.deepEqual([1, 5, 9, 10].map(houseLordHi), ['लग्नेश', 'पंचमेश', 'नवमेश', 'दशमेश']);
  assert.deepEqual([1, 2, 3, 4, 11, 12].map(ordinalEn), ['1st', '2nd', '3rd', '4th', '11th', '12th']);
  assert.equal(listHi(['क']), 'क');
  assert.equal(grahaListHi(['mars', 'mercury', 'venus']), 'मंगल, बुध और शुक्र');
});

// Spot checks against the meaning: each Hindi sentence names the same
// grahas, houses and relation as its English twin.
test('Hindi sentences say what the English ones say', () => {
  const f = YOGA_FORMED_SENTENCES;
  assert.equal(f.exalted_in_house.hi(lord('jupiter', 4)), 'गुरु चतुर्थ भाव में उच्च का है।');
  assert.equal(f.lords_associated.hi({ a: lord('venus', 9), b: lord('saturn', 10), how: 'conjunct' }), 'नवमेश शुक्र और दशमेश शनि की युति है।');
  assert.equal(
    f.lords_associated.en({ a: lord('venus', 9), b: lord('saturn', 10), how: 'conjunct' }),
    'Venus (lord of the 9th) and Saturn (lord of the 10th) are conjunct.',
  );
  assert.equal(
    f.grahas_both_sides_of.hi({ second: ['mars'], twelfth: ['venus', 'saturn'], from: 'moon' }),
    'चन्द्र से द्वितीय भाव में मंगल है और द्वादश भाव में शुक्र और शनि हैं।',
  );
  assert.equal(f.lord_in_house.hi({ graha: 'jupiter', house: 12, inHouse: 6 }), 'द्वादशेश गुरु षष्ठ भाव में है।');
  assert.equal(YOGA_RULE_SENTENCES.viparita_raja.hi({ house: 8 }), 'अष्टमेश षष्ठ, अष्टम या द्वादश भाव में हो (उत्तर कालामृत, अ. 4)।');
  assert.equal(
    MATCH_CONCLUSION_SENTENCES.conclusion.hi({ total: 28, verdict: 'good', nadiDosha: true, bhakootDosha: false }),
    '36 में से 28 गुण मिले: अच्छा मिलान; नाड़ी दोष है।',
  );
  assert.equal(
    KOOTA_NOTE_SENTENCES.nadi.hi({ groom: 'antya', bride: 'antya', dosha: true, exception: 'same_rashi_different_nakshatra' }),
    'वर अन्त्य नाड़ी, वधू अन्त्य नाड़ी: नाड़ी दोष (परिहार: राशि एक, नक्षत्र भिन्न)।',
  );
  assert.equal(KOOTA_NOTE_SENTENCES.yoni.hi({ groom: 'cow', bride: 'tiger', score: 0 }), 'वर गौ, वधू व्याघ्र (महाशत्रु योनि)।');
  assert.match(SADE_SATI_MEANING_SENTENCES.ashtama.hi(), /^अष्टम शनि \(ढैय्या\): शनि .* अष्टम राशि में गोचर/);
});
