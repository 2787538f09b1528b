/**
 * The fuzz cases that fail today because of a defect of issue 28 not yet
 * fixed (not a test file itself). The suite leaves them out of its sample,
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
    defect: 'D4', transports: ['uws'], ids: [...both('http/1.0'), ...both('absolute-form'), ...both('bare-lf')],
    summary: 'uWS never answers HTTP/1.0, an absolute-form target or bare-LF line ends: held about 10 s and closed',
    fails: /^no answer within \d+ ms$/,
  },
  {
    defect: 'D4', transports: ['uws'], ids: both('no-host'),
    summary: 'uWS closes a request without Host at once, with no answer', fails: /^no answer: the connection was closed after 0 bytes$/,
  },
  {
    defect: 'D4', transports: ['node'], ids: both('absolute-form'),
    summary: 'node:http reads an absolute-form target (http://host/v1/...) as a path: 404 not_found', fails: /^404 not_found, expected 200 or 400$/,
  },
  {
    defect: 'D7', transports: ['uws'], ids: [...both('60-headers'), ...both('nul-in-header')],
    summary: 'uWS never answers 48 or more header lines or a NUL in a header: held about 10 s and closed', fails: /^no answer within \d+ ms$/,
  },
  {
    defect: 'Low: ambiguous framing', transports: ['uws'], ids: ['numerologyName raw two-content-lengths'],
    // The case's first Content-Length is 5 bytes longer than the body: uWS waits for them and closes the connection after 10 s.
    summary: 'uWS accepts two different Content-Length headers and frames the body by the first (node:http answers 400)',
    fails: /^no answer within \d+ ms$/,
  },
  {
    defect: 'Low: transport-level refusals', transports: ['node'],
    ids: [...both('no-host'), ...both('bare-lf'), ...both('nul-in-header'), 'numerologyName raw two-content-lengths'],
    summary: 'node:http refuses these with its own bare 400, not the JSON error envelope', fails: /^a 400 that is not the JSON error envelope/,
  },
  {
    defect: 'Low: repeated query parameters', transports: ['node', 'uws'], kind: 'query-repeat',
    summary: 'a repeated query parameter silently takes its first value instead of a 400 naming it', fails: /^status 200, expected 400 invalid_parameter$/,
  },
];

/** The entry a case falls under on a transport, if any. */
export function knownDefectOf(transport: TransportName, c: FuzzCase): KnownDefect | undefined {
  return KNOWN_DEFECTS.find((d) => d.transports.includes(transport) && (d.ids?.includes(c.id) === true || d.kind === c.kind));
}
