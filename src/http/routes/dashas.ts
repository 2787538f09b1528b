/** Vimshottari (periods, current), Yogini and Chara dashas (docs/dashas.md). */
import { errors } from '../../core/errors.ts';
import { jdUtFromDate } from '../../time/instant.ts';
import { localToUtc, parseFixedOffset } from '../../time/zones.ts';
import { resolveBirth, timeUnknownWarning, type ResolvedBirth } from '../resolve-birth.ts';
import { defineRoute } from '../route.ts';
import { BirthRequest, resolveOptions } from '../../operations/schemas.ts';
import { AtRequest, CharaData, VimshottariCurrentData, VimshottariData, VimshottariRequest, YoginiData } from '../schemas/dashas.ts';

const DAY_MS = 86_400_000;
const MOON_AT_NOON = timeUnknownWarning([], 'Birth time unknown: the Moon is taken at local noon, so dasha dates may be off by months');

/** UT Julian day of 00:00 local time (the birth's zone) on a YYYY-MM-DD date, or on the day `addDays` later. */
function localMidnightJd(date: string, birth: ResolvedBirth, addDays = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + addDays));
  const zone = birth.timezoneUsed.name;
  const fixedSeconds = parseFixedOffset(zone);
  const utcMs = fixedSeconds === undefined
    ? localToUtc(zone, { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0, second: 0 }).utcMs
    : day.getTime() - fixedSeconds * 1000;
  return jdUtFromDate(new Date(utcMs));
}

/** `at` (default now) as a UT Julian day, within the ephemeris years. */
export function atJdUt(at: string | undefined, nowMs: number): number {
  const ms = at === undefined ? nowMs : Date.parse(at);
  if (!(ms >= Date.UTC(1800, 0, 1) && ms < Date.UTC(2400, 0, 1))) throw errors.invalidParameter('at', 'a date-time in the years 1800 to 2399', at);
  return jdUtFromDate(new Date(ms));
}

async function single(body: { birth: BirthRequest['birth']; options?: BirthRequest['options'] }) {
  const resolved = await resolveBirth(body.birth);
  const o = resolveOptions(body.options);
  const meta = { ayanamsa: o.ayanamsa, node: o.node, timezone_used: resolved.timezoneUsed };
  const warnings = resolved.moment.timeAccuracy === 'unknown' ? [MOON_AT_NOON] : [];
  return { resolved, input: { birth: resolved.moment, ayanamsa: o.ayanamsa, node: o.node, lang: o.lang }, meta, warnings };
}

export const dashaRoutes = [
  defineRoute({
    operationId: 'dashaVimshottari', description: "Vimshottari periods from the Moon's nakshatra, depth 1..5 (maha to prana), limited to from/to; year of 365.256363004 days (docs/dashas.md).",
    body: VimshottariRequest, response: VimshottariData,
    async handler({ body, computeJson }) {
      const s = await single(body);
      const depth = body.depth ?? 2;
      if (body.from !== undefined && body.to !== undefined && Date.parse(body.to) < Date.parse(body.from)) throw errors.invalidParameterMessage('to', 'Expected to on or after from');
      if (depth === 5 && body.from === undefined) throw errors.invalidParameterMessage('from', 'depth 5 (prana) needs from and to at most 31 days apart; from is missing');
      if (depth === 5 && body.to === undefined) throw errors.invalidParameterMessage('to', 'depth 5 (prana) needs from and to at most 31 days apart; to is missing');
      if (depth === 5 && (Date.parse(body.to!) - Date.parse(body.from!)) / DAY_MS > 31) throw errors.invalidParameterMessage('to', 'depth 5 (prana) needs from and to at most 31 days apart');
      const fromJdUt = body.from === undefined ? undefined : localMidnightJd(body.from, s.resolved);
      const toJdUt = body.to === undefined ? undefined : localMidnightJd(body.to, s.resolved, 1);
      const dataJson = await computeJson('dashaVimshottari', { ...s.input, depth, ...(fromJdUt === undefined ? {} : { fromJdUt }), ...(toJdUt === undefined ? {} : { toJdUt }) });
      return { dataJson, meta: s.meta, warnings: s.warnings };
    },
  }),
  defineRoute({
    operationId: 'dashaVimshottariCurrent', description: 'The maha, antar, pratyantar and sookshma Vimshottari periods running at `at` (default now).', body: AtRequest, response: VimshottariCurrentData,
    async handler({ body, computeJson, services }) {
      const s = await single(body);
      const dataJson = await computeJson('dashaVimshottariCurrent', { ...s.input, atJdUt: atJdUt(body.at, services.clock.now()) });
      return { dataJson, meta: s.meta, warnings: s.warnings };
    },
  }),
  defineRoute({
    operationId: 'dashaYogini', description: 'Yogini dasha: eight yoginis in a 36-year cycle, with antardashas.', body: BirthRequest, response: YoginiData,
    async handler({ body, computeJson }) {
      const s = await single(body);
      return { dataJson: await computeJson('dashaYogini', s.input), meta: s.meta, warnings: s.warnings };
    },
  }),
  defineRoute({
    operationId: 'dashaChara', description: "Jaimini Chara dasha (K.N. Rao's scheme) with the seven chara karakas; antardashas are not computed.",
    body: BirthRequest, response: CharaData,
    async handler({ body, computeJson }) {
      const s = await single(body);
      return { dataJson: await computeJson('dashaChara', s.input), meta: { ...s.meta, house_system: 'whole_sign' }, warnings: [] };
    },
  }),
];
