/**
 * Existing platform tests again with two HTTP loops (HTTP_THREADS=2, read by startServer): graceful shutdown
 * (test/http/shutdown.test.ts: requests in flight finished, new connections refused, the charge committed) and
 * the key cache (test/http/key-cache.test.ts: revocation and plan changes seen within the cache's lifetime) and one
 * server per DATA_DIR (journal-lock.test.ts), now answered from worker threads asking the main thread's platform.
 */
process.env.HTTP_THREADS = '2';
await import('../http/shutdown.test.ts');
await import('../http/key-cache.test.ts');
await import('./journal-lock.test.ts');
