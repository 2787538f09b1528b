/**
 * Subscribing to a calendar feed without the secret key (docs/feeds.md,
 * Subscribing): POST /v1/feeds, with a secret key, mints a feed token bound
 * to one feed request (an operation with a feed, src/operations/shared/ics-feeds.ts,
 * and its query, place included), validated as that operation validates it;
 * GET /v1/feeds/{token}.ics answers that request's iCalendar with no
 * Authorization header, charged to the parent key's project as the
 * operation is, and counted in that key's rate window and requests in
 * flight (admitAs). An unknown or revoked token, or one whose parent key is
 * revoked, is 401. The token is a credential: the access log shows its path
 * without it (access-log.ts, redactFeedToken).
 */
import { Type } from '@sinclair/typebox';
import { ApiError, errors } from '../../core/errors.ts';
import { NO_KEY, SECRET, defineOperation, type AnyOperation } from '../../operations/define.ts';
import { OPERATIONS } from '../../operations/index.ts';
import { DateTimeString } from '../../operations/schemas.ts';
import { CALENDAR_FEEDS, FEED_FETCH_OPERATION_ID } from '../../operations/shared/ics-feeds.ts';
import { FEED_TOKEN_PATTERN, makeFeedToken } from '../../storage/feed-tokens.ts';
import { localDateTimeText } from '../../time/index.ts';
import type { LedgerReservation } from '../../platform/ledger.ts';
import { EXAMPLE_REQUEST_ID } from '../openapi-examples.ts';
import { CallerAccounts } from '../caller-account.ts';
import { prepareRoute, routeOf } from '../operation-route.ts';
import { parseQuery } from '../request-input.ts';
import type { Caller, Route, RouteContext, RouteResult } from '../route.ts';

/** The operations a token may be minted for (those with a feed), by their path, as routes of their own. */
const FEED_TARGETS: ReadonlyMap<string, Route> = new Map(
  OPERATIONS.filter((op) => CALENDAR_FEEDS[op.id] !== undefined && op.method === 'GET').map((op) => [op.path, routeOf(op)]),
);

/** The path of a token's feed. */
export function feedPathOf(token: string): string {
  return `/v1/feeds/${token}.ics`;
}

const QueryValue = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

export const MintFeedBody = Type.Object(
  {
    operation: Type.String({
      description: `The path of an operation with a calendar feed: ${[...FEED_TARGETS.keys()].join(', ')}`,
      examples: ['/v1/calendar/ekadashi'],
    }),
    query: Type.Record(Type.String(), QueryValue, {
      description: 'Its query parameters, as a GET of that path takes them (checked as it checks them)',
      examples: [{ year: 2026, lat: 28.6139, lon: 77.209 }],
    }),
  },
  { additionalProperties: false },
);

export const MintedFeedData = Type.Object({
  id: Type.String({
    description: "The token's id (feed_...), which `npm run keys -- revoke-feed` takes",
    examples: ['feed_7Hq2LwZc0mY3rT9a'],
  }),
  token: Type.String({
    description: 'The token itself, shown once (only its SHA-256 is stored)',
    examples: ['ft_q3V9d2LkP0s8XwZ1bN4mT6yR7cA5eH2u'],
  }),
  path: Type.String({
    description: "The feed's path on this server: a calendar app subscribes to the server's address followed by it",
    examples: ['/v1/feeds/ft_q3V9d2LkP0s8XwZ1bN4mT6yR7cA5eH2u.ics'],
  }),
  operation: Type.String({ examples: ['calendarEkadashi'] }),
  query: Type.String({ description: 'The query string bound to the token', examples: ['year=2026&lat=28.6139&lon=77.209'] }),
  key_id: Type.String({ description: 'The parent key, charged for each fetch', examples: ['key_Ab12Cd34Ef56Gh78'] }),
  created_at: Type.String({ ...DateTimeString, examples: ['2026-11-27T12:00:00+00:00'] }),
});

export const mintFeed = defineOperation({
  id: 'feedsMint',
  method: 'POST',
  path: '/v1/feeds',
  credits: 0,
  keys: SECRET,
  group: 'platform',
  summary: 'Mint a feed token: a calendar feed URL without the secret key',
  input: MintFeedBody,
  output: MintedFeedData,
  example: { operation: '/v1/calendar/ekadashi', query: { year: 2026, lat: 28.6139, lon: 77.209 } },
  inline: true,
  compute: (task: never) => ({ data: task }),
});

export const fetchFeed = defineOperation({
  id: FEED_FETCH_OPERATION_ID,
  method: 'GET',
  path: '/v1/feeds/{token}.ics',
  credits: 0,
  keys: NO_KEY,
  group: 'platform',
  summary: "A feed token's calendar (text/calendar), charged to its parent key as the operation",
  params: Type.Object({
    token: Type.String({
      pattern: FEED_TOKEN_PATTERN.source,
      description: 'A feed token: ft_ and 32 letters or digits',
      examples: ['ft_q3V9d2LkP0s8XwZ1bN4mT6yR7cA5eH2u'],
    }),
  }),
  output: Type.String({ description: 'An RFC 5545 calendar' }),
  example: { token: 'ft_q3V9d2LkP0s8XwZ1bN4mT6yR7cA5eH2u' },
  inline: true,
  compute: (task: never) => ({ data: task }),
});

/** The target route of a path, or a typed 400 naming the paths allowed. */
function targetOf(path: string): Route {
  const target = FEED_TARGETS.get(path);
  if (target === undefined) throw errors.invalidParameter('operation', `one of ${[...FEED_TARGETS.keys()].join(', ')}`, path);
  return target;
}

async function mint(rc: RouteContext<unknown, unknown, unknown>): Promise<RouteResult> {
  const caller = rc.caller;
  if (caller === undefined || caller.demo) throw errors.accountOnly('feedsMint');
  const body = rc.body as { operation: string; query: Record<string, string | number | boolean> };
  const target = targetOf(body.operation);
  const query = new URLSearchParams(Object.entries(body.query).map(([k, v]) => [k, String(v)])).toString();
  // Checked as a call of the target checks it (schema, then its prepare: the place resolved, the dates and
  // limits it takes), so that a token is only minted for a request that answers; errors name the body's field (query.lat).
  try {
    const parsed: unknown = target.query === undefined ? {} : target.query.parse(parseQuery(query));
    await prepareRoute(target.operation, { ...rc, body: undefined, query: parsed, params: {} }).prepared;
  } catch (error) {
    if (error instanceof ApiError && error.param !== undefined) {
      throw new ApiError(error.code, error.message, `query.${error.param}`, error.details);
    }
    throw error;
  }
  const input = { keyId: caller.keyId, operation: target.operation.id, query };
  // The OpenAPI document's example answer (openapi-examples.ts) shows a token that is never stored.
  const { token, record } =
    rc.requestId === EXAMPLE_REQUEST_ID ? makeFeedToken(input, rc.services.clock.now()) : await rc.services.feeds.mint(input);
  return {
    data: {
      id: record.id,
      token,
      path: feedPathOf(token),
      operation: record.operation,
      query: record.query,
      key_id: record.key_id,
      created_at: localDateTimeText(Date.parse(record.created_at), 0),
    },
  };
}

const revokedOrUnknown = () => errors.unauthenticated('Expected a valid feed token but received an unknown or revoked one');

/** Charged per services (one CallerAccounts each). */
const accountsByServices = new WeakMap<object, CallerAccounts>();

async function fetch(rc: RouteContext<unknown, unknown, unknown>): Promise<RouteResult> {
  // The OpenAPI document's example answer (openapi-examples.ts): the mint example's feed, charged to no one.
  if (rc.requestId === EXAMPLE_REQUEST_ID) {
    const target = targetOf(mintFeed.example.operation);
    const query = new URLSearchParams(Object.entries(mintFeed.example.query).map(([k, v]) => [k, String(v)])).toString();
    return feedAnswer(rc, target, query, undefined);
  }
  const { token } = rc.params as { token: string };
  const s = rc.services;
  const found = await s.feeds.find(token);
  if (found === undefined || found.record.revoked_at !== null || found.key === undefined || found.key.revoked_at !== null) {
    throw revokedOrUnknown();
  }
  const { record, key, project } = found;
  const target = [...FEED_TARGETS.values()].find((r) => r.operation.id === record.operation);
  if (target === undefined) throw revokedOrUnknown();
  const caller: Caller = {
    keyId: key.id,
    kind: key.kind,
    projectId: key.project,
    plan: s.plans[project?.plan ?? 'free'],
    demo: false,
    origins: [],
  };
  // Counted in the key's rate window and requests in flight, and logged under it, as a keyed call of the operation.
  await rc.admitAs?.(caller);
  return feedAnswer(rc, target, record.query, caller);
}

/**
 * The calendar of `target` for `rawQuery`; with a caller, charged to it as a
 * keyed call of the operation: reserved before computing, settled on
 * success, released otherwise.
 */
async function feedAnswer(
  rc: RouteContext<unknown, unknown, unknown>,
  target: Route,
  rawQuery: string,
  caller: Caller | undefined,
): Promise<RouteResult> {
  const s = rc.services;
  const op: AnyOperation = target.operation;
  const query: unknown = target.query === undefined ? {} : target.query.parse(parseQuery(rawQuery));
  let reservation: LedgerReservation | undefined;
  if (caller !== undefined) {
    let accounts = accountsByServices.get(s);
    if (accounts === undefined) accountsByServices.set(s, (accounts = new CallerAccounts(s.ledger, s.demoDailyCalls)));
    reservation = await s.ledger.reserve(accounts.of(caller), op.creditsOf?.(query) ?? op.credits, op.group);
  }
  let result: RouteResult;
  try {
    // No envelope head: that of the feed's own request would name another caller and credits.
    result = await target.handler({ ...rc, query, params: {}, caller, calendar: true, ndjson: false, envelope: undefined });
    if (!('image' in result)) throw new Error(`Expected a calendar from ${op.id}`);
  } catch (error) {
    if (reservation !== undefined) s.ledger.release(reservation);
    throw error;
  }
  if (reservation !== undefined) await s.ledger.settle(reservation);
  return result;
}

/** The two routes, registered once in routes/index.ts. */
export const FEED_TOKEN_ROUTES: readonly Route[] = [
  { ...routeOf(mintFeed), handler: mint },
  { ...routeOf(fetchFeed), handler: fetch },
];
