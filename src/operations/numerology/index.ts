/** The numerology group (Chaldean): core, name, mobile, Lo Shu, compatibility (docs/numerology.md). */
import { numerologyCompatibility } from './compatibility.ts';
import { numerologyCore } from './core.ts';
import { numerologyLoshu } from './loshu.ts';
import { numerologyMobile } from './mobile.ts';
import { numerologyName } from './name.ts';

export const numerologyOperations = [numerologyCore, numerologyName, numerologyMobile, numerologyLoshu, numerologyCompatibility];
