/**
 * The words of the doshas, English and Hindi side by side: the traditional
 * meaning of each Sade Sati and dhaiya phase, keyed by phase id. The Sade
 * Sati operation renders it in the request's `lang`.
 */
import type { Lang } from '../../core/glossary.ts';
import { type Said, render, sentences } from '../../core/sentences.ts';

export const SADE_SATI_MEANING_SENTENCES = sentences({
  rising: {
    en: () =>
      'First phase of Sade Sati: Saturn transits the 12th sign from the natal Moon; traditionally expenses, travel and unsettled sleep.',
    hi: () => 'साढ़े साती का पहला चरण: शनि जन्म राशि (चन्द्र राशि) से द्वादश राशि में गोचर कर रहा है; परंपरा से व्यय, यात्राएँ और अशांत निद्रा।',
  },
  peak: {
    en: () => 'Peak of Sade Sati: Saturn transits the natal Moon sign; traditionally pressure on health, mind and responsibilities.',
    hi: () => 'साढ़े साती का मध्य (चरम) चरण: शनि जन्म राशि (चन्द्र राशि) पर गोचर कर रहा है; परंपरा से स्वास्थ्य, मन और दायित्वों पर दबाव।',
  },
  setting: {
    en: () =>
      'Last phase of Sade Sati: Saturn transits the 2nd sign from the natal Moon; traditionally strain on finances and family, easing towards the end.',
    hi: () =>
      'साढ़े साती का अंतिम चरण: शनि जन्म राशि (चन्द्र राशि) से द्वितीय राशि में गोचर कर रहा है; परंपरा से धन और परिवार पर दबाव, जो अंत की ओर घटता है।',
  },
  kantaka: {
    en: () => 'Kantaka Shani (dhaiya): Saturn transits the 4th sign from the natal Moon; traditionally domestic and property worries.',
    hi: () => 'कंटक शनि (ढैय्या): शनि जन्म राशि (चन्द्र राशि) से चतुर्थ राशि में गोचर कर रहा है; परंपरा से घर-परिवार और संपत्ति की चिंताएँ।',
  },
  ashtama: {
    en: () => 'Ashtama Shani (dhaiya): Saturn transits the 8th sign from the natal Moon; traditionally obstacles, delays and health care.',
    hi: () => 'अष्टम शनि (ढैय्या): शनि जन्म राशि (चन्द्र राशि) से अष्टम राशि में गोचर कर रहा है; परंपरा से बाधाएँ, विलंब और स्वास्थ्य के प्रति सावधानी।',
  },
});

export type SadeSatiMeaning = Said<typeof SADE_SATI_MEANING_SENTENCES>;

/** The meaning of a Sade Sati or dhaiya phase in `lang`. */
export function sadeSatiMeaningText(phase: SadeSatiMeaning['id'], lang: Lang): string {
  return render(SADE_SATI_MEANING_SENTENCES, { id: phase }, lang);
}
