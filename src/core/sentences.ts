/**
 * Prose in both languages. A domain that explains its result in words names
 * the sentence by id with its parameters (a `Said`); the sentence itself
 * lives in that domain's one table, English and Hindi side by side, and the
 * operation renders it in the request's `lang`. Parameters are ids and
 * numbers (grahas, houses, signs), so each language fills them with its own
 * labels.
 */
import { type GrahaName, type Lang, grahaTerm, proseLang } from './glossary.ts';

/** One sentence, written in each language from the same parameters. */
export interface Sentence<P> {
  en: (params: P) => string;
  hi: (params: P) => string;
}

/** Any table of sentences (a sentence of any parameters is a Sentence<never>). */
export type SentenceTable = Readonly<Record<string, Sentence<never>>>;

/** A sentence of table T named by id, with the parameters its id takes. */
export type Said<T extends SentenceTable> = {
  [K in keyof T & string]: Parameters<T[K]['en']>[0] extends undefined
    ? { id: K; params?: undefined }
    : { id: K; params: Parameters<T[K]['en']>[0] };
}[keyof T & string];

/** A table typed by its own entries (checks that each entry has both languages). */
export function sentences<const T extends SentenceTable>(table: T): T {
  return table;
}

/** The sentence `said` of `table`, in `lang` (English for a language without prose of its own). */
export function render<T extends SentenceTable>(table: T, said: Said<T>, lang: Lang): string {
  const sentence = table[said.id] as Sentence<unknown>;
  return sentence[proseLang(lang)](said.params);
}

/** English ordinal of a number: 1st, 2nd, 3rd, 4th, ... 11th, 12th (houses go to 12). */
export function ordinalEn(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}

/** Graha names joined as English prose lists them here: "Mars, Venus". */
export function grahaListEn(grahas: readonly GrahaName[]): string {
  return grahas.map((g) => grahaTerm(g).en).join(', ');
}

/** Graha names joined as Hindi prose lists them: "मंगल, बुध और शुक्र". */
export function grahaListHi(grahas: readonly GrahaName[]): string {
  return listHi(grahas.map((g) => grahaTerm(g).hi));
}

/** Words joined with commas and और before the last. */
export function listHi(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} और ${words[words.length - 1]}`;
}
