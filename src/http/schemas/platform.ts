/** GET /v1/usage and GET /v1/meta/conventions (no parameters). */
import { Type } from '@sinclair/typebox';

export const UsageData = Type.Object({
  period_start: Type.String({ format: 'date' }),
  period_end: Type.String({ format: 'date' }),
  plan: Type.String({ examples: ['free'] }),
  credits_included: Type.Integer(),
  credits_used: Type.Integer(),
  credits_overage: Type.Integer({ description: 'Credits beyond the allowance (paid plans), billed per 1,000' }),
  by_group: Type.Record(Type.String(), Type.Integer()),
  test_calls: Type.Object({
    used: Type.Integer(), limit: Type.Integer(), resets_at: Type.String({ format: 'date-time' }),
  }, { description: 'Test-key calls of the project today (UTC)' }),
});

export const ConventionsData = Type.Object({
  engine_version: Type.String(),
  ayanamsa: Type.String(),
  kp_ayanamsa: Type.String(),
  house_system: Type.String(),
  node: Type.String(),
  sunrise: Type.String(),
  moonrise: Type.String(),
  lunar_month: Type.String(),
  ayanamsa_options: Type.String({ description: 'Comma-separated ids accepted by options.ayanamsa' }),
  not_computed: Type.Array(Type.String()),
});
