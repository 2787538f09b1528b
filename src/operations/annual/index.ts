/** The annual group: the Tajaka annual chart (docs/varshaphal.md). */
import { varshaphal } from './varshaphal.ts';

export const annualOperations = [varshaphal];
