/**
 * The languages of the labels: every label id has a value in each (the
 * catalogues beside this file, one per language). Prose (readings,
 * sentences) exists in English and Hindi only; the other languages fall
 * back to English prose and the answer's `meta.prose_lang` says so.
 */

/** The label languages, in the order the documents list them (ISO 639-1 codes). */
export const LANGS = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'mr', 'gu', 'bn'] as const;
export type Lang = (typeof LANGS)[number];

/** The languages that prose (sentences, readings) is written in. */
export const PROSE_LANGS = ['en', 'hi'] as const;
export type ProseLang = (typeof PROSE_LANGS)[number];

/** The language of the prose an answer in `lang` gets: itself where written, else English. */
export function proseLang(lang: Lang): ProseLang {
  return lang === 'hi' ? 'hi' : 'en';
}

/** Whether `lang` has prose of its own (else prose falls back to English). */
export function hasProse(lang: Lang): lang is ProseLang {
  return lang === 'en' || lang === 'hi';
}

/** Each language's name in itself (docs and GET /v1/meta answers). */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  ml: 'മലയാളം',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
  bn: 'বাংলা',
};
