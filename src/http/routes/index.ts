/** Every route the server serves: one per declared operation (src/operations/index.ts), and the feed tokens'. */
import { OPERATIONS } from '../../operations/index.ts';
import { routeOf } from '../operation-route.ts';
import type { Route } from '../route.ts';
import { FEED_TOKEN_ROUTES } from './feed-tokens.ts';

export const ALL_ROUTES: readonly Route[] = [...OPERATIONS.map(routeOf), ...FEED_TOKEN_ROUTES];
