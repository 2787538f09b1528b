/**
 * Pool tasks of the kundli group: one per operation, each a chart assembly
 * plus the domain function (src/domain/kundli). Inputs and outputs are plain
 * objects.
 */
import { runKundli, type KundliRequest } from '../../domain/kundli/index.ts';

export const kundliTasks = {
  kundliChart: (input: KundliRequest) => runKundli('kundli', input),
  kundliBirthDetails: (input: KundliRequest) => runKundli('birthDetails', input),
  kundliDivisional: (input: KundliRequest) => runKundli('divisional', input),
  kundliAspects: (input: KundliRequest) => runKundli('aspects', input),
  kundliYogas: (input: KundliRequest) => runKundli('yogas', input),
  kundliAshtakavarga: (input: KundliRequest) => runKundli('ashtakavarga', input),
  kundliShadbala: (input: KundliRequest) => runKundli('shadbala', input),
};
