/**
 * The words of numerology, English and Hindi side by side: the note on each
 * mobile number verdict, keyed by verdict. The mobile operation renders it
 * in the request's `lang`.
 */
import type { Lang } from '../../core/glossary.ts';
import { render, sentences } from '../../core/sentences.ts';
import type { MobileVerdict } from './numbers.ts';

export const MOBILE_VERDICT_SENTENCES = sentences({
  favourable: {
    en: () => 'The number reduces to 1, 3, 5 or 6 (Sun, Jupiter, Mercury, Venus), read as supportive for a phone number.',
    hi: () => 'अंकों का योग घटकर 1, 3, 5 या 6 (सूर्य, गुरु, बुध, शुक्र) आता है, जिसे मोबाइल नंबर के लिए शुभ माना जाता है।',
  },
  neutral: {
    en: () => 'The number reduces to 2, 7 or 9 (Moon, Ketu, Mars), read as mixed.',
    hi: () => 'अंकों का योग घटकर 2, 7 या 9 (चन्द्र, केतु, मंगल) आता है, जिसका फल मिश्रित माना जाता है।',
  },
  challenging: {
    en: () => 'The number reduces to 4 or 8 (Rahu, Saturn), traditionally avoided for a phone number.',
    hi: () => 'अंकों का योग घटकर 4 या 8 (राहु, शनि) आता है; परंपरा से मोबाइल नंबर के लिए इससे बचा जाता है।',
  },
} satisfies Record<MobileVerdict, unknown>);

/** The note on a mobile number verdict in `lang`. */
export function mobileVerdictNote(verdict: MobileVerdict, lang: Lang): string {
  return render(MOBILE_VERDICT_SENTENCES, { id: verdict }, lang);
}
