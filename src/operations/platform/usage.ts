/** GET /v1/usage: the project's credit use in the billing period (UTC month) and its test calls today. */
import { Type } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { startOfNextUtcDayMs } from '../../platform/clock.ts';
import { DEMO_PROJECT_ID } from '../../platform/charging-policy.ts';
import { localDateTimeText } from '../../time/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { DateTimeString } from '../schemas.ts';

export const UsageData = Type.Object({
  period_start: Type.String({ format: 'date' }),
  period_end: Type.String({ format: 'date' }),
  plan: Type.String({ examples: ['free'] }),
  credits_included: Type.Integer({ description: 'Credits included a month; 0 on the internal plan, which has no allowance and no limit' }),
  credits_used: Type.Integer(),
  credits_overage: Type.Integer({ description: 'Credits beyond the allowance (paid plans), billed per 1,000' }),
  by_group: Type.Record(Type.String(), Type.Integer()),
  test_calls: Type.Object(
    {
      used: Type.Integer(),
      limit: Type.Union([Type.Integer(), Type.Null()], { description: 'Test calls allowed a day; null: no limit (the internal plan)' }),
      resets_at: Type.String({
        ...DateTimeString,
        description: 'Next 00:00 UTC, to the second like every time in an answer',
        examples: ['2026-11-24T00:00:00+00:00'],
      }),
    },
    { description: 'Test-key calls of the project today (UTC)' },
  ),
});
type UsageData = import('@sinclair/typebox').Static<typeof UsageData>;

export const usage = defineOperation({
  id: 'usage',
  method: 'GET',
  path: '/v1/usage',
  credits: 0,
  keys: SECRET,
  group: 'platform',
  example: {},
  summary: 'Credit usage of the billing period',
  output: UsageData,
  inline: true,
  // The ledger lives on the HTTP thread: the whole answer is read in prepare.
  prepare(_input, ctx): { task: UsageData } {
    const caller = ctx.caller;
    if (caller === undefined) throw errors.accountOnly('usage');
    const demo = caller.demo;
    const projectId = demo ? DEMO_PROJECT_ID : caller.projectId;
    const u = ctx.usage.usage(projectId, caller.plan);
    const testLimit = demo ? ctx.usage.demoDailyCalls : caller.plan.testCallsPerDay;
    // Used = limit - remaining; a plan without a limit counts against the largest exact integer instead.
    const countedAgainst = Number.isFinite(testLimit) ? testLimit : Number.MAX_SAFE_INTEGER;
    return {
      task: {
        period_start: new Date(u.periodStartMs).toISOString().slice(0, 10),
        period_end: new Date(u.periodEndMs).toISOString().slice(0, 10),
        plan: caller.plan.id,
        credits_included: demo ? 0 : caller.plan.monthlyCredits,
        credits_used: u.used,
        credits_overage: u.overage,
        by_group: u.byGroup,
        test_calls: {
          used: countedAgainst - ctx.usage.testCallsRemaining(projectId, countedAgainst),
          limit: Number.isFinite(testLimit) ? testLimit : null,
          resets_at: localDateTimeText(startOfNextUtcDayMs(ctx.now()), 0),
        },
      },
    };
  },
  compute: (data) => ({ data }),
});
