/**
 * Text normalisation for place names and queries: case- and accent-insensitive
 * matching that keeps non-Latin scripts intact.
 *
 * Only the Latin/Greek/Cyrillic combining diacritics (U+0300–U+036F and the
 * supplement blocks) and the Indic nukta are removed after NFKD. Stripping every
 * combining mark (\p{M}) would delete Devanagari vowel signs and the virama,
 * turning उज्जैन into consonant skeletons that collide with other words.
 */

// The class lists combining marks on purpose (they are what NFD splits off).
// eslint-disable-next-line no-misleading-character-class
const LATIN_DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** Devanagari nukta (NFKD splits क़ into क + nukta); ज़ and ज match each other. */
const NUKTA = /\u093c/g;
/** Apostrophes join (Xi'an = Xian, N'Djamena = Ndjamena); other punctuation separates words. */
const APOSTROPHES = /['\u2018\u2019\u02bc\u02bb`\u00b4]/g;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/** Letters NFKD does not decompose but a reader treats as a base letter plus an accent. */
const FOLD: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
};
const FOLD_RE = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');

/** Normalised words of a text: lower case, accents removed, split at punctuation and spaces. */
export function words(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(LATIN_DIACRITICS, '')
    .replace(NUKTA, '')
    .toLowerCase()
    .replace(FOLD_RE, (ch) => FOLD[ch] ?? ch)
    .replace(APOSTROPHES, '')
    .normalize('NFC');
  return folded.split(SEPARATORS).filter((w) => w.length > 0);
}

/** The normalised form of a whole name: its words joined by single spaces. */
export function normaliseName(text: string): string {
  return words(text).join(' ');
}
