/**
 * Every route the server serves, group by group. A new group file exports its
 * array of defineRoute() results and is listed here (docs/adding-an-operation.md).
 */
import type { Route } from '../route.ts';
import { planetsRoutes } from './planets.ts';
import { platformRoutes } from './platform.ts';
import { panchangaRoutes } from './panchanga.ts';

export const ALL_ROUTES: readonly Route[] = [
  ...platformRoutes,
  ...planetsRoutes,
  ...panchangaRoutes,
];
