/** The Lal Kitab group: chart, debts, remedies and the annual chart (docs/lal-kitab.md). */
import { lalKitabChart } from './chart.ts';
import { lalKitabDebts } from './debts.ts';
import { lalKitabRemedies } from './remedies.ts';
import { lalKitabVarshphal } from './varshphal.ts';

export const lalKitabOperations = [lalKitabChart, lalKitabDebts, lalKitabRemedies, lalKitabVarshphal];
