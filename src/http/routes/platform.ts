/** Platform operations: usage and conventions. */
import { ENGINE_VERSION } from '../../core/version.ts';
import { startOfNextUtcDayMs } from '../../platform/clock.ts';
import { DEMO_PROJECT_ID } from '../../platform/ledger.ts';
import { defineRoute } from '../route.ts';
import { AYANAMSA_OPTIONS } from '../schemas/common.ts';
import { ConventionsData, UsageData } from '../schemas/platform.ts';

/**
 * What the engine does not compute (api-v1.md, conventions). The panchang's
 * moonrise and yoga/karana end times are computed (docs/panchang.md).
 */
export const NOT_COMPUTED = [
  'ekadashi.vaishnava_paran',
  'festivals.vaishnava_janmashtami', 'match.ghatak_chakra', 'dasha.chara.antardashas',
];

export const CONVENTIONS = {
  engine_version: ENGINE_VERSION,
  ayanamsa: 'lahiri',
  kp_ayanamsa: 'kp_new',
  house_system: 'whole_sign',
  node: 'true',
  sunrise: 'upper limb, standard refraction, sea level',
  moonrise: 'centre of the disc on the true horizon, standard refraction (panchang and festivals)',
  lunar_month: 'amanta, with purnimanta names alongside',
  ayanamsa_options: AYANAMSA_OPTIONS.join(', '),
  not_computed: NOT_COMPUTED,
};
const conventionsJson = JSON.stringify(CONVENTIONS);

export const platformRoutes = [
  defineRoute({
    operationId: 'metaConventions',
    response: ConventionsData,
    handler: () => ({ dataJson: conventionsJson }),
  }),
  defineRoute({
    operationId: 'usage',
    response: UsageData,
    handler: ({ caller, services }) => {
      const { ledger, clock } = services;
      const demo = caller!.demo;
      const projectId = demo ? DEMO_PROJECT_ID : caller!.projectId;
      const u = ledger.usage(projectId, caller!.plan);
      const testLimit = demo ? services.demoDailyCalls : caller!.plan.testCallsPerDay;
      return {
        data: {
          period_start: new Date(u.periodStartMs).toISOString().slice(0, 10),
          period_end: new Date(u.periodEndMs).toISOString().slice(0, 10),
          plan: caller!.plan.id,
          credits_included: demo ? 0 : caller!.plan.monthlyCredits,
          credits_used: u.used,
          credits_overage: u.overage,
          by_group: u.byGroup,
          test_calls: { used: testLimit - ledger.testCallsRemaining(projectId, testLimit), limit: testLimit,
            resets_at: new Date(startOfNextUtcDayMs(clock.now())).toISOString() },
        },
      };
    },
  }),
];
