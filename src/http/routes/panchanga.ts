/** Panchang, choghadiya, hora, muhurat activities and the tithi calendar (docs/panchang.md). */
import { errors } from '../../core/errors.ts';
import { MAX_CALENDAR_DAYS } from '../../domain/panchanga/index.ts';
import { panchangaData, unwrapTask } from '../../workers/tasks/panchanga.ts';
import { defineRoute } from '../route.ts';
import { ActivitiesData, ActivitiesQuery, ChoghadiyaData, HoraData, PANCHANGA_DESCRIPTIONS as D, PanchangData, PlaceDayQuery,
  TithiCalendarData, TithiCalendarQuery } from '../schemas/panchanga.ts';
import { checkDateRange, langOf, resolveQueryPlace } from './panchanga-place.ts';

const activitiesJson = { en: JSON.stringify(panchangaData.muhuratActivities({ lang: 'en' })),
  hi: JSON.stringify(panchangaData.muhuratActivities({ lang: 'hi' })) };

async function placeDay(query: PlaceDayQuery) {
  const place = resolveQueryPlace(query);
  checkDateRange('date', query.date);
  return { date: query.date, ...place, lang: langOf(query.lang) };
}

export const panchangaRoutes = [
  defineRoute({ operationId: 'panchang', query: PlaceDayQuery, response: PanchangData, description: D.panchang,
    handler: async ({ query, compute }) => ({ data: unwrapTask(await compute('panchang', await placeDay(query))) }) }),
  defineRoute({ operationId: 'panchangChoghadiya', query: PlaceDayQuery, response: ChoghadiyaData, description: D.choghadiya,
    handler: async ({ query, compute }) => ({ data: unwrapTask(await compute('choghadiya', await placeDay(query))) }) }),
  defineRoute({ operationId: 'panchangHora', query: PlaceDayQuery, response: HoraData, description: D.hora,
    handler: async ({ query, compute }) => ({ data: unwrapTask(await compute('hora', await placeDay(query))) }) }),
  defineRoute({ operationId: 'muhuratActivities', query: ActivitiesQuery, response: ActivitiesData, description: D.activities,
    handler: ({ query }) => ({ dataJson: activitiesJson[langOf(query.lang)] }) }),
  defineRoute({
    operationId: 'calendarTithis', query: TithiCalendarQuery, response: TithiCalendarData, description: D.tithis,
    async handler({ query, compute }) {
      const place = resolveQueryPlace(query);
      const days = checkDateRange('from', query.from, query.to);
      if (days > MAX_CALENDAR_DAYS) {
        throw errors.invalidParameterMessage('to', `Expected to at most ${MAX_CALENDAR_DAYS} days from from, both included, but received ${days} days`);
      }
      return { data: unwrapTask(await compute('tithiCalendar', { from: query.from, to: query.to, ...place })) };
    },
  }),
];
