/** The horoscope group: one sign, all twelve, and the personal (Moon sign) horoscope (docs/horoscope.md). */
import { horoscopeAll } from './all.ts';
import { horoscopePersonal } from './personal.ts';
import { horoscopeSign } from './sign.ts';

export const horoscopeOperations = [horoscopeSign, horoscopeAll, horoscopePersonal];
