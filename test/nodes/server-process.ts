/**
 * Starts test/nodes/serve.ts as a child process and stops it: gracefully
 * (SIGTERM: it commits and exits) or with SIGKILL (not a test file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

export interface NodeProcess {
  url: string;
  pid: number;
  proc: ChildProcess;
  /** SIGKILL; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM; resolves with the exit code once it has committed and exited. */
  stop(): Promise<number | null>;
}

export function startNode(env: Record<string, string>): Promise<NodeProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error('Expected the node to start within 90 s'));
    }, 90_000);
    proc.once('message', (m: { port: number }) => {
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${m.port}`,
        pid: proc.pid!,
        proc,
        async kill() {
          proc.kill('SIGKILL');
          await exited;
        },
        async stop() {
          proc.kill('SIGTERM');
          return exited;
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Expected the node to start but it exited with ${code}`));
    });
  });
}
