/**
 * Piscina worker entry: initialises the Swiss Ephemeris once for this thread
 * and dispatches tasks by name.
 */
import { initEphemeris } from '../native/ephemeris.ts';
import { handlers, type TaskName } from './handlers.ts';

initEphemeris();

export default function run(task: { name: TaskName; input: unknown }): unknown {
  const handler = handlers[task.name] as ((input: unknown) => unknown) | undefined;
  if (handler === undefined) throw new Error(`Expected a known task name but received ${JSON.stringify(task.name)}`);
  return handler(task.input);
}
