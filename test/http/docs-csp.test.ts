/**
 * The /docs page works under its Content-Security-Policy: headless Chromium
 * loads it from a test server, Swagger UI renders the operations, and the
 * console reports no policy violation. Skipped where no Chromium is
 * installed (Debian: `apt-get install chromium`).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startTestServer } from './helpers.ts';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

/** The page's DOM after its scripts ran, and the console lines Chromium logged. */
function load(url: string): Promise<{ dom: string; console: string[] }> {
  const profile = mkdtempSync(join(tmpdir(), 'vedic-chromium-'));
  return new Promise((resolve, reject) => {
    execFile(
      CHROMIUM!,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        `--user-data-dir=${profile}`,
        '--enable-logging=stderr',
        '--v=0',
        '--virtual-time-budget=5000',
        '--dump-dom',
        url,
      ],
      { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        rmSync(profile, { recursive: true, force: true });
        if (error) reject(error);
        else resolve({ dom: stdout, console: stderr.split('\n').filter((l) => l.includes(':CONSOLE')) });
      },
    );
  });
}

const violation = (lines: string[]) => lines.filter((l) => /Content Security Policy/i.test(l));

test(
  '/docs renders every operation under its CSP, with no violation in the console',
  { skip: CHROMIUM === undefined && 'no Chromium installed' },
  async () => {
    // The check can see a violation: a page whose policy forbids its own inline script.
    const control = await load(`data:text/html,<meta http-equiv="Content-Security-Policy" content="script-src 'none'"><script>1</script>`);
    assert.equal(violation(control.console).length, 1, control.console.join('\n'));

    const t = await startTestServer();
    try {
      const { dom, console: lines } = await load(`${t.url}/docs`);
      assert.deepEqual(violation(lines), []);
      const operations = dom.match(/class="opblock-summary-path"/g) ?? [];
      assert.ok(operations.length >= 30, `Swagger UI rendered ${operations.length} operations`);
      assert.match(dom, /data-path="\/v1\/kundli"/);
    } finally {
      await t.close();
    }
  },
);
