// bench/scale.bench.ts: autocannon's setupRequest in worker mode (a file there): each request takes the next of the
// kundli bodies written to SCALE_BODIES_FILE; each load thread starts at its own offset.
/* global require, module -- CommonJS: autocannon requires this file in its load threads */
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require('node:fs');
const { threadId } = require('node:worker_threads');
const bodies = JSON.parse(readFileSync(process.env.SCALE_BODIES_FILE, 'utf8'));
let next = (threadId * 37) % bodies.length;
module.exports = (req) => ({ ...req, body: bodies[next++ % bodies.length] });
