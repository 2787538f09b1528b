/**
 * Reverse geocoding: the nearest real settlements (sections, abandoned and
 * historical places excluded) by great-circle distance, over the index's grid.
 */
import { GRID_COLUMNS, GRID_DEG, GRID_ROWS, gridCellOf, gridColumn, gridRow, type PlaceIndexReader, type PlaceRecord } from './types.ts';

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
  const found =
    (Math.abs(latitudeDeg) < POLAR_BAND_FROM_DEG && nearestByRings(reader, latitudeDeg, longitudeDeg, limit)) ||
    nearestByCellBounds(reader, latitudeDeg, longitudeDeg, limit);
  const out: NearbyPlace[] = [];
  for (const { index, distanceKm } of found) {
    const record = reader.record(index);
    if (record !== undefined) out.push({ index, record, distanceKm });
  }
  return out;
}

/** Square rings tried before switching to the cell-bound search (far from land it is cheaper). */
const MAX_RINGS = 8;

/**
 * Above this latitude a grid column is so narrow that square rings would grow
 * for a long time before their longitude span bounds the distance; whole
 * the cell-bound search is used instead.
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

/** Unit vectors of the occupied cells' centres, per reader (computed once). */
const centres = new WeakMap<PlaceIndexReader, { cells: readonly number[]; xyz: Float64Array }>();

function cellCentres(reader: PlaceIndexReader): { cells: readonly number[]; xyz: Float64Array } {
  let c = centres.get(reader);
  if (c === undefined) {
    const cells = reader.occupiedCells();
    const xyz = new Float64Array(cells.length * 3);
    cells.forEach((cell, i) => {
      const row = Math.floor(cell / GRID_COLUMNS);
      const lat = (-90 + (row + 0.5) * GRID_DEG) * RAD;
      const lon = (-180 + (cell - row * GRID_COLUMNS + 0.5) * GRID_DEG) * RAD;
      xyz[3 * i] = Math.cos(lat) * Math.cos(lon);
      xyz[3 * i + 1] = Math.cos(lat) * Math.sin(lon);
      xyz[3 * i + 2] = Math.sin(lat);
    });
    c = { cells, xyz };
    centres.set(reader, c);
  }
  return c;
}

/** Largest angle from a cell's centre to any point of the cell (half its diagonal at the equator), radians. */
const CELL_RADIUS = Math.SQRT2 * (GRID_DEG / 2) * RAD * 1.0001;
/** Search radii tried in turn, radians: most points settle in the first. */
const RADII = [5, 20, 60, 180].map((deg) => deg * RAD);

/**
 * Occupied cells by the angle from the point to the cell's centre less the
 * cell's radius (a lower bound on any distance inside it), within growing
 * radii; cells are read nearest bound first until the bound passes the current
 * `limit`-th distance. Used far from land and near the poles, where square
 * rings of cells would have to grow large.
 */
function nearestByCellBounds(reader: PlaceIndexReader, latitudeDeg: number, longitudeDeg: number, limit: number): Hit[] {
  const { cells, xyz } = cellCentres(reader);
  const phi = latitudeDeg * RAD,
    lambda = longitudeDeg * RAD;
  const px = Math.cos(phi) * Math.cos(lambda),
    py = Math.cos(phi) * Math.sin(lambda),
    pz = Math.sin(phi);
  const found: Hit[] = [];
  const read = new Set<number>();
  for (const radius of RADII) {
    const minDot = Math.cos(Math.min(Math.PI, radius + CELL_RADIUS));
    const near: [number, number][] = [];
    for (let i = 0; i < cells.length; i++) {
      const dot = px * xyz[3 * i]! + py * xyz[3 * i + 1]! + pz * xyz[3 * i + 2]!;
      if (dot >= minDot && !read.has(i)) near.push([i, Math.max(0, Math.acos(Math.min(1, dot)) - CELL_RADIUS) * EARTH_RADIUS_KM]);
    }
    near.sort((x, y) => x[1] - y[1]);
    for (const [i, boundKm] of near) {
      if (found.length >= limit && boundKm > found[found.length - 1]!.distanceKm) break;
      read.add(i);
      readCell(reader, cells[i]!, latitudeDeg, longitudeDeg, found);
      keepNearest(found, limit);
    }
    // Done once the limit-th place is nearer than anything outside this radius can be.
    if (found.length >= limit && found[found.length - 1]!.distanceKm <= radius * EARTH_RADIUS_KM) break;
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
