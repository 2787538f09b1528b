/**
 * The fuzz cases that fail today because of a defect of issue 28 not yet
 * fixed, or a limit of the transport that docs/platform.md (What each
 * transport accepts) states because the uWebSockets.js build cannot answer
 * (not a test file itself). The suite leaves them out of its sample,
 * and test/fuzz/fuzz.test.ts checks that each still fails exactly as its
 * entry says: when a fix lands, that check fails and the entry is deleted,
 * so that the fixed cases join the sample.
 */
import type { TransportName } from '../../src/http/transport/types.ts';
import type { FuzzCase } from './cases.ts';

export interface KnownDefect {
  /** The defect id. */
  defect: string;
  /** What goes wrong today. */
  summary: string;
  transports: readonly TransportName[];
  /** The cases, by id (test/fuzz/cases.ts)... */
  ids?: readonly string[];
  /** ...or every case of a kind. */
  kind?: string;
  /** What probe.ts finds wrong with each today: every problem it lists matches this. */
  fails: RegExp;
}

const both = (name: string): string[] => [`panchang raw ${name}`, `numerologyName raw ${name}`];

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  {
    defect: 'D4',
    transports: ['uws'],
    ids: [...both('http/1.0'), ...both('absolute-form'), ...both('bare-lf')],
    summary: 'uWS never answers HTTP/1.0, an absolute-form target or bare-LF line ends: held about 10 s and closed',
    fails: /^no answer within \d+ ms$/,
  },
  {
    defect: 'D4',
    transports: ['uws'],
    ids: both('no-host'),
    summary: 'uWS closes a request without Host at once, with no answer',
    fails: /^no answer: the connection was closed after 0 bytes$/,
  },
  {
    defect: 'D7',
    transports: ['uws'],
    ids: [...both('60-headers'), ...both('nul-in-header')],
    summary: 'uWS never answers 48 or more header lines or a NUL in a header: held about 10 s and closed',
    fails: /^no answer within \d+ ms$/,
  },
  {
    defect: 'Low: ambiguous framing',
    transports: ['uws'],
    ids: ['numerologyName raw two-content-lengths'],
    // Refused by closing the connection at once (src/http/transport/uws.ts): uWS 20.30 cannot be made to send a 400 before
    // the smuggled request's own answer, or keep it (docs/platform.md, What each transport accepts). node:http answers 400.
    summary: 'uWS closes a request with two different Content-Length headers at once, without the 400 node:http sends',
    fails: /^no answer: the connection was closed after 0 bytes$/,
  },
];

/** The entry a case falls under on a transport, if any. */
export function knownDefectOf(transport: TransportName, c: FuzzCase): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((d) => d.transports.includes(transport) && (d.ids?.includes(c.id) === true || d.kind === c.kind));
}
