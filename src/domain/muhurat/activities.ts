/**
 * The activities a muhurat can be searched for, the one list of their ids
 * (GET /v1/muhurat/activities, the `activity` of the searches, the keys of
 * rules.ts ACTIVITY_RULES). Ids are part of the public API and never change;
 * the labels are the catalogues' (src/i18n).
 */
import { termOf } from '../../core/glossary.ts';

const IDS = [
  'marriage',
  'griha-pravesh',
  'business',
  'vehicle',
  'travel',
  'education',
  'namkaran',
  'property',
  'mundan',
  'annaprashan',
  'karnavedha',
  'upanayana',
  'bhoomi-pujan',
  'gold-purchase',
  'property-registration',
  'engagement',
] as const;

/** The activities with their labels (the catalogues' `muhurat_activity.<id>`). */
export const MUHURAT_ACTIVITIES = IDS.map((id) => termOf('muhurat_activity', id));

export type MuhuratActivityId = (typeof MUHURAT_ACTIVITIES)[number]['id'];

export const MUHURAT_ACTIVITY_IDS: readonly MuhuratActivityId[] = MUHURAT_ACTIVITIES.map((a) => a.id);
