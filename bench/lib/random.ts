/**
 * mulberry32, so a bench draws the same inputs on every run: the one
 * implementation, shared with the tests (test/fixtures.ts).
 */
export { seededRandom } from '../../test/fixtures.ts';
