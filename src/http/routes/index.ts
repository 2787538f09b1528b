/**
 * Every route the server serves, group by group. A new group file exports its
 * array of defineRoute() results and is listed here (docs/adding-an-operation.md).
 */
import type { Route } from '../route.ts';
import { panchangRoutes } from './panchang.ts';
import { dashaRoutes } from './dashas.ts';
import { doshaRoutes } from './doshas.ts';
import { matchingRoutes } from './matching.ts';
import { OPERATIONS } from '../../operations/index.ts';
import { routeOf } from '../operation-route.ts';
import { placesRoutes } from './places.ts';

export const ALL_ROUTES: readonly Route[] = [
  ...OPERATIONS.map(routeOf),
  ...placesRoutes,
  ...panchangRoutes,
  ...dashaRoutes, ...doshaRoutes, ...matchingRoutes,
];
