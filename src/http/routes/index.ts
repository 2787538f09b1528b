/** Every route the server serves: one per declared operation (src/operations/index.ts). */
import { OPERATIONS } from '../../operations/index.ts';
import { routeOf } from '../operation-route.ts';
import type { Route } from '../route.ts';

export const ALL_ROUTES: readonly Route[] = OPERATIONS.map(routeOf);
