/**
 * The activities a muhurat can be searched for (GET /v1/muhurat/activities).
 * Ids are part of the public API and never change; labels follow the glossary style.
 */
import type { Term } from '../../core/glossary.ts';

export const MUHURAT_ACTIVITIES: readonly Term[] = [
  { id: 'marriage', en: 'Marriage', hi: 'विवाह' },
  { id: 'griha-pravesh', en: 'Griha Pravesh (house warming)', hi: 'गृह प्रवेश' },
  { id: 'business', en: 'Starting a business', hi: 'व्यापार आरम्भ' },
  { id: 'vehicle', en: 'Buying a vehicle', hi: 'वाहन क्रय' },
  { id: 'travel', en: 'Travel', hi: 'यात्रा' },
  { id: 'education', en: 'Beginning education', hi: 'विद्यारम्भ' },
  { id: 'namkaran', en: 'Namkaran (naming ceremony)', hi: 'नामकरण' },
  { id: 'property', en: 'Buying property', hi: 'सम्पत्ति क्रय' },
];
