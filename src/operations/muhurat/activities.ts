/** GET /v1/muhurat/activities: the activities a muhurat can be searched for (0 credits; a constant answer per lang). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG } from '../../core/defaults.ts';
import { LANGS, label, type Lang } from '../../core/glossary.ts';
import { MUHURAT_ACTIVITIES } from '../../domain/muhurat/index.ts';
import { defineOperation, jsonOf, PUBLISHABLE, type JsonOf } from '../define.ts';
import { LangQuery } from '../shared/place-day.ts';

export const ActivitiesQuery = Type.Object({ lang: Type.Optional(LangQuery) }, { additionalProperties: false });

export const ActivitiesData = Type.Object(
  {
    activities: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  },
  { title: 'MuhuratActivities' },
);
type ActivitiesData = Static<typeof ActivitiesData>;

function activitiesJson(lang: Lang): JsonOf<ActivitiesData> {
  return jsonOf({ activities: MUHURAT_ACTIVITIES.map((a) => ({ id: a.id, label: label(a, lang) })) });
}
const ACTIVITIES_JSON: Readonly<Record<Lang, JsonOf<ActivitiesData>>> = Object.fromEntries(
  LANGS.map((lang) => [lang, activitiesJson(lang)]),
) as Record<Lang, JsonOf<ActivitiesData>>;

export const muhuratActivities = defineOperation({
  id: 'muhuratActivities',
  method: 'GET',
  path: '/v1/muhurat/activities',
  credits: 0,
  keys: PUBLISHABLE,
  group: 'muhurat',
  example: { lang: 'en' },
  summary: 'Muhurat activities',
  description: 'The activities a muhurat can be searched for.',
  input: ActivitiesQuery,
  output: ActivitiesData,
  inline: true,
  compute: ({ lang }) => ({ dataJson: ACTIVITIES_JSON[lang ?? DEFAULT_LANG] }),
});
