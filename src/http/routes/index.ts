/**
 * Every route the server serves, group by group. A new group file exports its
 * array of defineRoute() results and is listed here (docs/adding-an-operation.md).
 */
import type { Route } from '../route.ts';
import { planetsRoutes } from './planets.ts';
import { kundliRoutes } from './kundli.ts';
import { OPERATIONS } from '../../operations/index.ts';
import { routeOf } from '../operation-route.ts';

export const ALL_ROUTES: readonly Route[] = [
  ...OPERATIONS.map(routeOf),
  ...planetsRoutes,
  ...kundliRoutes,
];
