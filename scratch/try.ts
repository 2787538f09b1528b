import { festivalYearContext, findFestivals } from '../src/domain/festivals/index.ts';
import { offsetMinutesAtZone, renderLocal } from '../src/time/index.ts';
const [year, lat, lon, zone] = [Number(process.argv[2] ?? 2025), Number(process.argv[3] ?? 28.6139), Number(process.argv[4] ?? 77.209), process.argv[5] ?? 'Asia/Kolkata'];
const off = offsetMinutesAtZone(zone);
const t0 = performance.now();
const ctx = festivalYearContext(year, { latitudeDeg: lat, longitudeDeg: lon }, off);
const res = findFestivals(ctx);
const t1 = performance.now();
const f = (j: number) => renderLocal(j, off, 'minute').slice(5, 16);
for (const { rule, found } of res) {
  if (!found) { console.log(rule.id, 'none'); continue; }
  console.log(rule.id.padEnd(22), ctx.days[found.dayIndex]!.iso, 'tithi', found.tithi.index + 1, f(found.tithi.startJdUt), f(found.tithi.endJdUt),
    found.windows.map((w) => `${w.id} ${f(w.startJdUt)}-${f(w.endJdUt)}`).join('; '), found.moments.map((m) => `${m.id} ${f(m.atJdUt)}`).join(' '),
    found.vaishnavaDayIndex !== undefined ? 'V ' + ctx.days[found.vaishnavaDayIndex]!.iso : '', found.flags.join(','));
}
console.log('ms', (t1 - t0).toFixed(1), 'months', ctx.months.filter(m=>m.adhik).map(m=>m.amanta));
