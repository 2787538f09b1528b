/**
 * Per-key rate and in-flight limits shared by every node through Redis
 * (REDIS_URL): a key's limits hold for the key, whichever node serves it.
 *
 * One Lua script per admission, atomic in Redis:
 * - the window: `<prefix>rate:<keyId>:<window start second>`, a counter that
 *   expires after two seconds (fixed one-second windows on the node's clock,
 *   as the in-process limiter);
 * - in flight: `<prefix>flight:<keyId>`, a sorted set of leases scored by
 *   their expiry; done() removes the request's lease, and a lease of a node
 *   killed mid-request expires after LEASE_MS.
 * Both are checked before either is counted, as in the in-process limiter.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from '../platform/clock.ts';
import { rateRefusal, type Limiter, type RateLimits, type RateState } from '../platform/rate-limiter.ts';

/** How long a lease of a request in flight lives without done(): longer than any request (the drain waits 15 s). */
const LEASE_MS = 60_000;

// KEYS: window counter, in-flight set. ARGV: now ms, requests a second, requests in flight, lease id, lease expiry ms.
// Returns {0, count} admitted, {1, count} window full, {2, count} too many in flight.
const ADMIT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then return {1, count} end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then return {2, count} end
count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], 2000)
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ${LEASE_MS})
return {0, count}`;

export function redisUrlFromEnv(): string | undefined {
  return process.env.REDIS_URL || undefined;
}

type AdmitRedis = Redis & {
  admit(
    window: string,
    flight: string,
    nowMs: number,
    rps: number,
    concurrent: number,
    lease: string,
    expiresMs: number,
  ): Promise<[number, number]>;
};

export class RedisLimiter implements Limiter {
  private readonly redis: AdmitRedis;
  private readonly leasePrefix = randomBytes(6).toString('hex');
  private leaseSeq = 0;

  /** `prefix` keeps deployments (and tests) sharing one Redis apart. */
  constructor(
    url: string,
    private readonly clock: Clock,
    private readonly prefix = 'vedic:',
  ) {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Connection errors surface as rejected commands (a 500 for the request); the client reconnects by itself.
    redis.on('error', () => undefined);
    redis.defineCommand('admit', { numberOfKeys: 2, lua: ADMIT });
    this.redis = redis as AdmitRedis;
  }

  async acquire(keyId: string, limits: RateLimits): Promise<RateState> {
    const now = this.clock.now();
    const windowStartMs = now - (now % 1000);
    const resetSec = Math.max(1, Math.ceil((windowStartMs + 1000 - now) / 1000));
    const lease = `${this.leasePrefix}:${(this.leaseSeq++).toString(36)}`;
    const [verdict, count] = await this.redis.admit(
      `${this.prefix}rate:${keyId}:${windowStartMs / 1000}`,
      `${this.prefix}flight:${keyId}`,
      now,
      finiteLimit(limits.requestsPerSecond),
      finiteLimit(limits.concurrentRequests),
      lease,
      now + LEASE_MS,
    );
    if (verdict === 1) throw rateRefusal('window', limits, count, resetSec);
    if (verdict === 2) throw rateRefusal('in_flight', limits, count, resetSec);
    return { limit: limits.requestsPerSecond, remaining: limits.requestsPerSecond - count, resetSec, lease };
  }

  done(keyId: string, state?: RateState): void {
    if (state?.lease === undefined) return;
    // A lost removal only keeps the lease until it expires.
    this.redis.zrem(`${this.prefix}flight:${keyId}`, state.lease).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** A limit Lua can read: no limit (Infinity, the internal plan) as the largest exact integer. */
function finiteLimit(limit: number): number {
  return Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
}
