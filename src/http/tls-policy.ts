/**
 * The TLS policy of both transports (docs/deploy.md, HTTPS): TLS 1.2 or
 * 1.3 only, and on TLS 1.2 only forward-secret suites (ECDHE key exchange)
 * with AEAD ciphers (AES-GCM, ChaCha20-Poly1305), the "intermediate" list
 * of Mozilla's server-side TLS guidelines less its finite-field DHE
 * suites. TLS 1.3 suites are all forward-secret and AEAD.
 */

/** TLS 1.2 suites, best first (OpenSSL and BoringSSL names). */
export const TLS12_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/**
 * TLS 1.3 suites: named for node:https, which turns TLS 1.3 off when its
 * `ciphers` list has none (uWS's BoringSSL does not let them be chosen, and
 * offers these three).
 */
export const TLS13_SUITES = 'TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256';

/** The options of node:https's secure context. */
export const NODE_TLS_POLICY = { minVersion: 'TLSv1.2', ciphers: `${TLS13_SUITES}:${TLS12_CIPHERS}`, honorCipherOrder: true } as const;
