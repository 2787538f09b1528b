/** Panchang, choghadiya, hora, muhurat activities and the tithi calendar (docs/panchang.md). */
import { errors } from '../../core/errors.ts';
import { MAX_CALENDAR_DAYS } from '../../domain/panchang/index.ts';
import { panchangData } from '../../workers/tasks/panchang.ts';
import { defineRoute } from '../route.ts';
import { ActivitiesData, ActivitiesQuery, ChoghadiyaData, HoraData, PANCHANG_DESCRIPTIONS as D, PanchangData, PlaceDayQuery,
  TithiCalendarData, TithiCalendarQuery } from '../schemas/panchang.ts';
import { checkDateRange, langOf, resolveQueryPlace } from './panchang-place.ts';

const activitiesJson = { en: JSON.stringify(panchangData.muhuratActivities({ lang: 'en' })),
  hi: JSON.stringify(panchangData.muhuratActivities({ lang: 'hi' })) };

/** Parameters first (400), then the place (404), as decisions.md orders the checks. */
function placeDay(query: PlaceDayQuery) {
  checkDateRange('date', query.date);
  return { date: query.date, ...resolveQueryPlace(query), lang: langOf(query.lang) };
}

export const panchangRoutes = [
  defineRoute({ operationId: 'panchang', query: PlaceDayQuery, response: PanchangData, description: D.panchang,
    handler: async ({ query, computeJson }) => ({ dataJson: await computeJson('panchang', placeDay(query)) }) }),
  defineRoute({ operationId: 'panchangChoghadiya', query: PlaceDayQuery, response: ChoghadiyaData, description: D.choghadiya,
    handler: async ({ query, computeJson }) => ({ dataJson: await computeJson('choghadiya', placeDay(query)) }) }),
  defineRoute({ operationId: 'panchangHora', query: PlaceDayQuery, response: HoraData, description: D.hora,
    handler: async ({ query, computeJson }) => ({ dataJson: await computeJson('hora', placeDay(query)) }) }),
  defineRoute({ operationId: 'muhuratActivities', query: ActivitiesQuery, response: ActivitiesData, description: D.activities,
    handler: ({ query }) => ({ dataJson: activitiesJson[langOf(query.lang)] }) }),
  defineRoute({
    operationId: 'calendarTithis', query: TithiCalendarQuery, response: TithiCalendarData, description: D.tithis,
    async handler({ query, computeJson }) {
      const days = checkDateRange('from', query.from, query.to);
      if (days > MAX_CALENDAR_DAYS) {
        throw errors.invalidParameterMessage('to', `Expected to at most ${MAX_CALENDAR_DAYS} days from from, both included, but received ${days} days`);
      }
      const place = resolveQueryPlace(query);
      return { dataJson: await computeJson('tithiCalendar', { from: query.from, to: query.to, ...place }) };
    },
  }),
];
