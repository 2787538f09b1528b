/**
 * The activities a muhurat can be searched for, the one list of their ids
 * (GET /v1/muhurat/activities, the `activity` of the searches, the keys of
 * rules.ts ACTIVITY_RULES). Ids are part of the public API and never change;
 * labels follow the glossary style.
 */
import type { Term } from '../../core/glossary.ts';

export const MUHURAT_ACTIVITIES = [
  { id: 'marriage', en: 'Marriage', hi: 'विवाह' },
  { id: 'griha-pravesh', en: 'Griha Pravesh (house warming)', hi: 'गृह प्रवेश' },
  { id: 'business', en: 'Starting a business', hi: 'व्यापार आरम्भ' },
  { id: 'vehicle', en: 'Buying a vehicle', hi: 'वाहन क्रय' },
  { id: 'travel', en: 'Travel', hi: 'यात्रा' },
  { id: 'education', en: 'Beginning education', hi: 'विद्यारम्भ' },
  { id: 'namkaran', en: 'Namkaran (naming ceremony)', hi: 'नामकरण' },
  { id: 'property', en: 'Buying property', hi: 'सम्पत्ति क्रय' },
  { id: 'mundan', en: 'Mundan (chudakarana, first haircut)', hi: 'मुण्डन (चूडाकर्म)' },
  { id: 'annaprashan', en: 'Annaprashan (first solid food)', hi: 'अन्नप्राशन' },
  { id: 'karnavedha', en: 'Karnavedha (ear piercing)', hi: 'कर्णवेध' },
  { id: 'upanayana', en: 'Upanayana (sacred thread)', hi: 'उपनयन (यज्ञोपवीत)' },
  { id: 'bhoomi-pujan', en: 'Bhoomi Pujan (laying the foundation)', hi: 'भूमि पूजन (गृहारम्भ)' },
  { id: 'gold-purchase', en: 'Buying gold and jewellery', hi: 'स्वर्ण एवं आभूषण क्रय' },
  { id: 'property-registration', en: 'Property registration (signing the deed)', hi: 'सम्पत्ति पंजीकरण' },
  { id: 'engagement', en: 'Engagement (sagai, vagdana)', hi: 'सगाई (वाग्दान)' },
] as const satisfies readonly Term[];

export type MuhuratActivityId = (typeof MUHURAT_ACTIVITIES)[number]['id'];

export const MUHURAT_ACTIVITY_IDS: readonly MuhuratActivityId[] = MUHURAT_ACTIVITIES.map((a) => a.id);
