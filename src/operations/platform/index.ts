/** Platform operations: conventions and usage (docs/platform.md). */
import { metaConventions } from './conventions.ts';
import { usage } from './usage.ts';

export const platformOperations = [metaConventions, usage];
