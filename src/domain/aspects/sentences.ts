/** The words of the aspects group, English and Hindi side by side (GET /v1/kundli/aspects serves them in the request's `lang`). */
import type { ProseLang } from '../../core/glossary.ts';

/** The rule followed for Rahu and Ketu, in words with its source, in each language. */
export const NODE_ASPECT_RULE: Readonly<Record<ProseLang, string>> = {
  en: 'Rahu and Ketu aspect the 5th, 7th and 9th signs from themselves, like Jupiter (BPHS ch. 26; the Jagannatha Hora default).',
  hi: 'राहु और केतु गुरु की भाँति अपने से पंचम, सप्तम और नवम राशि पर पूर्ण दृष्टि डालते हैं (बृहत्पाराशर होराशास्त्र, अ. 26; जगन्नाथ होरा का पूर्वनिर्धारित नियम)।',
};
