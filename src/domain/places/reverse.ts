/**
 * Reverse geocoding: the nearest real settlements (sections, abandoned and
 * historical places excluded) by great-circle distance, over the index's grid.
 */
import {
  GRID_COLUMNS, GRID_DEG, GRID_ROWS, gridCellOf, gridColumn, gridRow, type PlaceIndexReader, type PlaceRecord,
} from './types.ts';

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export interface NearbyPlace {
  index: number;
  record: PlaceRecord;
  distanceKm: number;
}

/** Great-circle distance by the haversine formula, km. */
export function greatCircleKm(lat1Deg: number, lon1Deg: number, lat2Deg: number, lon2Deg: number): number {
  const dLat = (lat2Deg - lat1Deg) * RAD;
  const dLon = (lon2Deg - lon1Deg) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1Deg * RAD) * Math.cos(lat2Deg * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `limit` nearest settlements, nearest first. Searches square rings of grid
 * cells outwards and stops once no unvisited cell can hold anything nearer than
 * the current `limit`-th result.
 */
export function nearestPlaces(reader: PlaceIndexReader, latitudeDeg: number, longitudeDeg: number, limit: number): NearbyPlace[] {
  if (limit <= 0) return [];
  const found = (Math.abs(latitudeDeg) < POLAR_BAND_FROM_DEG && nearestByRings(reader, latitudeDeg, longitudeDeg, limit))
    || nearestByBands(reader, latitudeDeg, longitudeDeg, limit);
  const out: NearbyPlace[] = [];
  for (const { index, distanceKm } of found) {
    const record = reader.record(index);
    if (record !== undefined) out.push({ index, record, distanceKm });
  }
  return out;
}

/** Square rings tried before switching to latitude bands (far from land the bands are cheaper). */
const MAX_RINGS = 8;

/**
 * Above this latitude a grid column is so narrow that square rings would grow
 * for a long time before their longitude span bounds the distance; whole
 * latitude bands (occupied cells only) are read instead.
 */
const POLAR_BAND_FROM_DEG = 55;

type Hit = { index: number; distanceKm: number };

function readCell(reader: PlaceIndexReader, cell: number, latitudeDeg: number, longitudeDeg: number, found: Hit[]): void {
  const triples = reader.gridCell(cell);
  if (triples === undefined) return;
  for (let k = 0; k + 2 < triples.length; k += 3) {
    found.push({ index: triples[k]!, distanceKm: greatCircleKm(latitudeDeg, longitudeDeg, triples[k + 1]! / 1e5, triples[k + 2]! / 1e5) });
  }
}

function keepNearest(found: Hit[], limit: number): void {
  found.sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index);
  if (found.length > limit) found.length = limit;
}

/** Latitude bands of rows around the point, all longitudes; the band edge bounds what is left. */
function nearestByBands(reader: PlaceIndexReader, latitudeDeg: number, longitudeDeg: number, limit: number): Hit[] {
  const row0 = gridRow(latitudeDeg);
  const found: Hit[] = [];
  for (let ring = 0; ring < GRID_ROWS; ring++) {
    for (const row of ring === 0 ? [row0] : [row0 - ring, row0 + ring]) {
      if (row < 0 || row >= GRID_ROWS) continue;
      for (const cell of reader.occupiedCellsInRow(row)) readCell(reader, cell, latitudeDeg, longitudeDeg, found);
    }
    keepNearest(found, limit);
    const southEdge = -90 + (row0 - ring) * GRID_DEG;
    const northEdge = -90 + (row0 + ring + 1) * GRID_DEG;
    const boundKm = Math.min(row0 - ring <= 0 ? Infinity : latitudeDeg - southEdge,
      row0 + ring >= GRID_ROWS - 1 ? Infinity : northEdge - latitudeDeg) * RAD * EARTH_RADIUS_KM;
    if (found.length >= limit && found[found.length - 1]!.distanceKm <= boundKm) break;
  }
  return found;
}

/** Square rings of cells around the point, or undefined when MAX_RINGS did not settle it. */
function nearestByRings(reader: PlaceIndexReader, latitudeDeg: number, longitudeDeg: number, limit: number): Hit[] | undefined {
  const row0 = gridRow(latitudeDeg);
  const col0 = gridColumn(longitudeDeg);
  const found: Hit[] = [];
  const visited = new Set<number>();
  for (let ring = 0; ring <= MAX_RINGS; ring++) {
    for (const [row, col] of ringCells(row0, col0, ring)) {
      // Past half the globe the columns wrap onto cells already read.
      const cell = gridCellOf(row, col);
      if (visited.has(cell)) continue;
      visited.add(cell);
      readCell(reader, cell, latitudeDeg, longitudeDeg, found);
    }
    keepNearest(found, limit);
    if (found.length >= limit && found[found.length - 1]!.distanceKm <= unvisitedLowerBoundKm(latitudeDeg, longitudeDeg, ring)) {
      return found;
    }
  }
  return undefined;
}

/** Cells at Chebyshev distance `ring` from (row0, col0); columns wrap at the antimeridian. */
function* ringCells(row0: number, col0: number, ring: number): Generator<[number, number]> {
  const seen = new Set<number>();
  const colSpan = Math.min(ring, Math.floor(GRID_COLUMNS / 2));
  for (let dr = -ring; dr <= ring; dr++) {
    const row = row0 + dr;
    if (row < 0 || row >= GRID_ROWS) continue;
    const edgeRow = Math.abs(dr) === ring;
    for (let dc = -colSpan; dc <= colSpan; dc++) {
      if (!edgeRow && Math.abs(dc) !== ring) continue;
      const col = (((col0 + dc) % GRID_COLUMNS) + GRID_COLUMNS) % GRID_COLUMNS;
      const key = row * GRID_COLUMNS + col;
      if (seen.has(key)) continue;
      seen.add(key);
      yield [row, col];
    }
  }
}

/**
 * A lower bound on the distance from the point to any cell outside the rings
 * searched so far: the nearer of the latitude band edge and the nearest
 * meridian outside the searched longitude span.
 */
function unvisitedLowerBoundKm(latitudeDeg: number, longitudeDeg: number, ring: number): number {
  const row0 = gridRow(latitudeDeg);
  const col0 = gridColumn(longitudeDeg);
  const southEdge = -90 + (row0 - ring) * GRID_DEG;
  const northEdge = -90 + (row0 + ring + 1) * GRID_DEG;
  const latGapDeg = Math.min(latitudeDeg - southEdge, northEdge - latitudeDeg);
  let boundKm = Math.max(0, latGapDeg) * RAD * EARTH_RADIUS_KM;
  const westEdge = -180 + (col0 - ring) * GRID_DEG;
  const eastEdge = -180 + (col0 + ring + 1) * GRID_DEG;
  const lonGapDeg = Math.min(longitudeDeg - westEdge, eastEdge - longitudeDeg);
  if (lonGapDeg < 180) {
    // Nearest point of a meridian lonGap away: asin(cos(lat) sin(gap)) (for gap <= 90 deg;
    // beyond that every point is at least 90 deg - |lat| away, which this also gives).
    const lonKm = Math.asin(Math.min(1, Math.cos(latitudeDeg * RAD) * Math.sin(Math.min(90, lonGapDeg) * RAD))) * EARTH_RADIUS_KM;
    boundKm = Math.min(boundKm, lonKm);
  }
  return boundKm;
}
