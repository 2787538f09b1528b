/** The dosha group: Manglik, Kaal Sarp and Sade Sati (docs/doshas.md). */
import { doshaKaalSarp } from './kaal-sarp.ts';
import { doshaManglik } from './manglik.ts';
import { doshaSadeSati } from './sade-sati.ts';

export const doshaOperations = [doshaManglik, doshaKaalSarp, doshaSadeSati];
