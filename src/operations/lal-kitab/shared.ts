/**
 * What the Lal Kitab operations share: every one needs the lagna (house 1 is
 * counted from it), so an unknown birth time is a 400 before anything is
 * resolved; the one chart all four read, and its warning for an approximate time.
 */
import { errors } from '../../core/errors.ts';
import type { Warning } from '../../core/warnings.ts';
import { computeChart, type Chart } from '../../domain/chart/index.ts';
import { lalKitabChartOf, type LalKitabChart } from '../../domain/lal-kitab/index.ts';
import { type BirthTask, prepareBirthTask } from '../birth.ts';
import type { PrepareContext } from '../context.ts';
import type { Prepared } from '../define.ts';
import type { Birth, Options } from '../schemas.ts';

/** Rejects an unknown birth time (param `birth.time_accuracy`): the Lal Kitab houses are counted from the lagna. */
export function requireKnownTime(birth: Birth): void {
  if (birth.time_accuracy === 'unknown') {
    throw errors.invalidParameterMessage(
      'birth.time_accuracy',
      'Expected a known birth time (exact or approximate) for a Lal Kitab operation: its houses are counted from the lagna',
    );
  }
}

/** The `prepare` of the Lal Kitab birth operations: a known time, then the usual birth task and chart meta. */
export async function prepareLalKitabBirth(
  input: { birth: Birth; options?: Options | undefined },
  ctx: PrepareContext,
): Promise<Prepared<BirthTask>> {
  requireKnownTime(input.birth);
  return prepareBirthTask(input, ctx);
}

/**
 * The chart of a task's birth. An approximate time is also read 15 minutes
 * either side, as the kundli reads it: every Lal Kitab house moves with the
 * lagna sign, so the answer warns when that sign would change (docs/births.md).
 */
export function birthChartOf(task: BirthTask): Chart {
  return computeChart(task.birth, task.options);
}

/** The `time_approximate` warning when the lagna sign would change within the approximate time's window. */
export function approximateWarnings(chart: Chart, fields: string[]): Warning[] {
  if (chart.approximate?.lagnaSignMayChange !== true) return [];
  return [
    {
      code: 'time_approximate',
      fields,
      message:
        'The birth time is approximate and the lagna sign would change within 15 minutes either side of it: every Lal Kitab house would move.',
    },
  ];
}

/** The Lal Kitab chart of a task's birth and its warnings. */
export function lalKitabReadingOf(task: BirthTask, fields: string[]): { chart: LalKitabChart; warnings: Warning[] } {
  const chart = birthChartOf(task);
  return { chart: lalKitabChartOf(chart), warnings: approximateWarnings(chart, fields) };
}
