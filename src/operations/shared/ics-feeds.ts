/**
 * The calendar feeds: which operations answer `Accept: text/calendar`, and
 * how each answer's `data` becomes iCalendar events (ics.ts). Observances are
 * all-day events; their windows (puja windows, paran, punya kaal, muhurat
 * windows, eclipse contacts and sutak) timed events in the place's zone. Every
 * UID is made from the operation, the observance, its year and the place, so a
 * regenerated feed keeps it (docs/feeds.md).
 */
import { icsText, type IcsEvent } from './ics.ts';

/** What a feed needs besides the answer: the place (for UIDs and the zone) and the time it is made. */
export interface FeedContext {
  latitudeDeg: number;
  longitudeDeg: number;
  /** IANA zone or fixed +HH:MM. */
  timezone: string;
  stampMs: number;
}

/** The UID domain: names the service, so UIDs never collide with another calendar's. */
const UID_DOMAIN = 'vedic-astro-api';

/** The place part of a UID: coordinates to 0.01 deg (about 1 km), so the same place asked again keeps its UIDs. */
const placeKey = (f: FeedContext) => `${f.latitudeDeg.toFixed(2)}_${f.longitudeDeg.toFixed(2)}`;

const uidOf = (f: FeedContext, ...parts: (string | number)[]) => `${parts.join('-')}-${placeKey(f)}@${UID_DOMAIN}`;

/** Counts the occurrences of each key, so the n-th of a key in a year gets the same UID each time. */
function occurrences() {
  const seen = new Map<string, number>();
  return (key: string) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  };
}

interface Window {
  id: string;
  start: string;
  end: string;
}
interface Moment {
  id: string;
  at: string;
}
interface TithiSpan {
  number: number;
  id: string;
  paksha: string;
  start: string;
  end: string;
}

/** Words shared by the descriptions. */
const hm = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
const tithiLine = (t: TithiSpan) => `Tithi: ${t.id} (${t.paksha}) ${hm(t.start)} to ${hm(t.end)}`;
const windowLines = (ws: readonly Window[]) => ws.map((w) => `${w.id}: ${hm(w.start)} to ${hm(w.end)}`);
const momentLines = (ms: readonly Moment[]) => ms.map((m) => `${m.id}: ${hm(m.at)}`);
const describe = (...lines: (string | undefined | false)[]) =>
  lines.filter((l): l is string => typeof l === 'string' && l !== '').join('\n');
const SOURCE = 'Computed by the Vedic astrology API (Swiss Ephemeris, Lahiri); the rule names its published source.';

/** An observance with a tithi, windows and moments (festivals, vrats): one all-day event and a timed one per window. */
function observanceEvents(
  f: FeedContext,
  kind: string,
  year: number,
  n: number,
  o: { id: string; name: string; rule: string; date: string; tithi: TithiSpan; windows: Window[]; moments: Moment[]; flags: string[] },
): IcsEvent[] {
  const description = describe(
    o.rule,
    tithiLine(o.tithi),
    ...windowLines(o.windows),
    ...momentLines(o.moments),
    o.flags.length > 0 && `Flags: ${o.flags.join(', ')}`,
    SOURCE,
  );
  const events: IcsEvent[] = [
    { uid: uidOf(f, kind, o.id, year, n), summary: o.name, description, when: { date: o.date }, categories: [kind] },
  ];
  for (const w of o.windows) {
    events.push({
      uid: uidOf(f, kind, o.id, year, n, w.id),
      summary: `${o.name}: ${w.id.replace(/_/g, ' ')}`,
      description: describe(o.rule, SOURCE),
      when: { start: w.start, end: w.end },
      categories: [kind],
    });
  }
  return events;
}

interface FestivalsData {
  year: number;
  festivals: {
    id: string;
    name: string;
    rule: string;
    date: string;
    tithi: TithiSpan;
    windows: Window[];
    moments: Moment[];
    flags: string[];
  }[];
}
interface VratsData {
  year: number;
  vrats: {
    id: string;
    kind: string;
    name: string;
    rule: string;
    date: string;
    tithi: TithiSpan;
    windows: Window[];
    moments: Moment[];
    flags: string[];
  }[];
}
interface EkadashiData {
  year: number;
  ekadashis: {
    id: string;
    name: string;
    month: { amanta: string; purnimanta: string; adhik: boolean };
    paksha: string;
    date: string;
    tithi: { start: string; end: string };
    paran: { start: string; end: string; preferred: { start: string; end: string; rule: string } };
    vaishnava: { date: string } | null;
    flags: string[];
  }[];
}
interface SankrantisData {
  year: number;
  sankrantis: {
    id: string;
    name: string;
    moment: { at: string };
    date: string;
    punya_kaal: { start: string; end: string };
    maha_punya_kaal: { start: string; end: string };
    observances: { id: string; name: string; date: string; rule: string }[];
  }[];
}
interface EclipsesData {
  sutak_rule: string;
  eclipses: {
    kind: string;
    kind_label: string;
    type: string;
    greatest: { at: string };
    local: {
      type: string;
      type_label: string;
      sparsha: string;
      madhya: string;
      moksha: string;
      visible_start: string;
      visible_end: string;
    } | null;
    sutak: { start: string; end: string } | null;
  }[];
}
interface MuhuratSearchData {
  activity: string;
  days: { date: string; score: number; band: string; rejected: boolean; reasons: string[]; windows: { start: string; end: string }[] }[];
}

type Feed = (data: never, f: FeedContext) => { name: string; events: IcsEvent[] };

/** The operations with a feed, by operation id. */
/** The operation that answers a feed token's calendar (GET /v1/feeds/{token}.ics): text/calendar only, never JSON. */
export const FEED_FETCH_OPERATION_ID = 'feedsFetch';

export const CALENDAR_FEEDS: Readonly<Record<string, Feed>> = {
  calendarFestivals: (d: FestivalsData, f) => {
    const n = occurrences();
    return { name: `Festivals ${d.year}`, events: d.festivals.flatMap((o) => observanceEvents(f, 'festival', d.year, n(o.id), o)) };
  },
  calendarVrats: (d: VratsData, f) => {
    const n = occurrences();
    return { name: `Vrats ${d.year}`, events: d.vrats.flatMap((o) => observanceEvents(f, 'vrat', d.year, n(o.id), o)) };
  },
  calendarEkadashi: (d: EkadashiData, f) => {
    const n = occurrences();
    return {
      name: `Ekadashi ${d.year}`,
      events: d.ekadashis.flatMap((e): IcsEvent[] => {
        const k = n(e.id);
        const rule =
          'Smarta rule: the day whose sunrise the Ekadashi tithi covers; paran after the next sunrise and Hari Vasara, within Dwadashi ' +
          `(the window almanacs print: ${e.paran.preferred.rule}).`;
        const description = describe(
          rule,
          `Month: ${e.month.amanta} (amanta), ${e.month.purnimanta} (purnimanta)${e.month.adhik ? ', adhik' : ''}; ${e.paksha} paksha`,
          `Ekadashi tithi: ${hm(e.tithi.start)} to ${hm(e.tithi.end)}`,
          `Paran: ${hm(e.paran.preferred.start)} to ${hm(e.paran.preferred.end)}`,
          e.vaishnava !== null && `Vaishnava fast: ${e.vaishnava.date}`,
          e.flags.length > 0 && `Flags: ${e.flags.join(', ')}`,
          SOURCE,
        );
        return [
          { uid: uidOf(f, 'ekadashi', e.id, d.year, k), summary: e.name, description, when: { date: e.date }, categories: ['ekadashi'] },
          {
            uid: uidOf(f, 'ekadashi', e.id, d.year, k, 'paran'),
            summary: `${e.name}: paran`,
            description: describe(rule, SOURCE),
            when: { start: e.paran.preferred.start, end: e.paran.preferred.end },
            categories: ['ekadashi'],
          },
        ];
      }),
    };
  },
  calendarSankrantis: (d: SankrantisData, f) => ({
    name: `Sankrantis ${d.year}`,
    events: d.sankrantis.flatMap((s): IcsEvent[] => {
      const rule = "The Sun's entry into the sidereal sign (Lahiri), kept on the day the Dharma Sindhu rule gives.";
      const description = describe(
        rule,
        `Sankranti moment: ${hm(s.moment.at)}`,
        `Punya kaal: ${hm(s.punya_kaal.start)} to ${hm(s.punya_kaal.end)}`,
        `Maha punya kaal: ${hm(s.maha_punya_kaal.start)} to ${hm(s.maha_punya_kaal.end)}`,
        SOURCE,
      );
      return [
        { uid: uidOf(f, 'sankranti', s.id, d.year), summary: s.name, description, when: { date: s.date }, categories: ['sankranti'] },
        {
          uid: uidOf(f, 'sankranti', s.id, d.year, 'punya_kaal'),
          summary: `${s.name}: punya kaal`,
          description: describe(rule, SOURCE),
          when: s.punya_kaal,
          categories: ['sankranti'],
        },
        ...s.observances.map((o): IcsEvent => ({
          uid: uidOf(f, 'sankranti', s.id, d.year, o.id),
          summary: o.name,
          description: describe(o.rule, SOURCE),
          when: { date: o.date },
          categories: ['sankranti'],
        })),
      ];
    }),
  }),
  eclipses: (d: EclipsesData, f) => ({
    name: 'Eclipses',
    events: d.eclipses.flatMap((e): IcsEvent[] => {
      if (e.local === null) return [];
      const key = e.greatest.at.slice(0, 10);
      // The answer's labels, in the feed's `lang` ("Lunar eclipse (Partial)"; Hindi "चन्द्र ग्रहण (खंडग्रास)").
      const title = `${e.kind_label} (${e.local.type_label})`;
      const description = describe(
        `Sparsha (first contact) ${hm(e.local.sparsha)}, madhya ${hm(e.local.madhya)}, moksha (last contact) ${hm(e.local.moksha)}`,
        `Visible ${hm(e.local.visible_start)} to ${hm(e.local.visible_end)}`,
        e.sutak !== null && `Sutak: ${hm(e.sutak.start)} to ${hm(e.sutak.end)} (${d.sutak_rule})`,
        SOURCE,
      );
      const events: IcsEvent[] = [
        {
          uid: uidOf(f, 'eclipse', e.kind, key),
          summary: title,
          description,
          when: { start: e.local.sparsha, end: e.local.moksha },
          categories: ['eclipse'],
        },
      ];
      if (e.sutak !== null) {
        events.push({
          uid: uidOf(f, 'eclipse', e.kind, key, 'sutak'),
          summary: `${title}: sutak`,
          description: describe(d.sutak_rule, SOURCE),
          when: e.sutak,
          categories: ['eclipse'],
        });
      }
      return events;
    }),
  }),
  muhuratSearch: (d: MuhuratSearchData, f) => ({
    name: `Muhurat: ${d.activity}`,
    events: d.days.flatMap((day) =>
      day.rejected
        ? []
        : day.windows.map((w, i): IcsEvent => ({
            uid: uidOf(f, 'muhurat', d.activity, day.date, i + 1),
            summary: `${d.activity} muhurat (${day.band}, ${day.score})`,
            description: describe(`Score ${day.score} (${day.band}) by the panchang rules of the activity.`, ...day.reasons, SOURCE),
            when: w,
            categories: ['muhurat'],
          })),
    ),
  }),
};

/** The iCalendar text of an operation's answer, or undefined for an operation without a feed. */
export function feedOf(operationId: string, dataJson: string, f: FeedContext): string | undefined {
  const feed = CALENDAR_FEEDS[operationId];
  if (feed === undefined) return undefined;
  const { name, events } = feed(JSON.parse(dataJson) as never, f);
  return icsText({ name, zone: f.timezone, events, stampMs: f.stampMs });
}

/** The feed context of a prepared task (the calendar and muhurat tasks carry the resolved place), or undefined. */
export function feedContextOf(task: unknown, stampMs: number): FeedContext | undefined {
  const t = task as Partial<FeedContext> | null;
  if (
    t === null ||
    typeof t !== 'object' ||
    typeof t.latitudeDeg !== 'number' ||
    typeof t.longitudeDeg !== 'number' ||
    typeof t.timezone !== 'string'
  ) {
    return undefined;
  }
  return { latitudeDeg: t.latitudeDeg, longitudeDeg: t.longitudeDeg, timezone: t.timezone, stampMs };
}
