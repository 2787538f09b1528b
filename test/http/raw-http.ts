/**
 * HTTP/1.1 over a bare socket, for what fetch cannot send or see: pipelined
 * requests, HEAD bodies that should not be there, CONNECT, a client that
 * keeps uploading after its answer (not a test file itself).
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
}

export interface RawOutcome {
  /** Every byte the server sent. */
  data: Buffer;
  /** The server ended the connection (rather than the wait running out). */
  closedByServer: boolean;
  /** A socket error (ECONNRESET, EPIPE), if one happened. */
  error: string | undefined;
  /** From the connection to the first byte of the answer. */
  firstByteMs: number | undefined;
}

/** Connects to the server of `url`. */
export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends `text` on a new connection and collects the answer until the server
 * closes the connection or `idleMs` passes without data.
 */
export async function rawExchange(url: string, text: string | Buffer, idleMs = 500): Promise<RawOutcome> {
  const socket = await openSocket(url);
  const start = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let firstByteMs: number | undefined;
    let timer = setTimeout(() => finish(false), idleMs);
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), closedByServer, error, firstByteMs });
    };
    socket.on('data', (d: Buffer) => {
      firstByteMs ??= Date.now() - start;
      chunks.push(d);
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), idleMs);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => finish(true));
    socket.write(text);
  });
}

/**
 * Splits what a server sent into its answers, in order. `headFlags[i]` says
 * that the i-th answer is to a HEAD: it has no body whatever its
 * Content-Length. Bytes left over (an unframed body) are returned as `rest`.
 */
export function parseAnswers(data: Buffer, headFlags: readonly boolean[] = []): { answers: RawAnswer[]; rest: Buffer } {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const lines = data.subarray(at, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0]!)?.[1]);
    if (!Number.isInteger(status)) break;
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyBytes = headFlags[answers.length] === true ? 0 : Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    if (bodyStart + bodyBytes > data.length) break;
    answers.push({ status, headers, body: data.subarray(bodyStart, bodyStart + bodyBytes).toString('utf8') });
    at = bodyStart + bodyBytes;
  }
  return { answers, rest: data.subarray(at) };
}

/** A request's text: `GET /path HTTP/1.1` with Host and the given headers, then `body`. */
export function request(method: string, target: string, headers: Record<string, string> = {}, body = ''): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (body !== '') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
