/**
 * The procurement forecast (issue 25): how many of each pack, and of each item line across packs,
 * the next 1, 2, 4 and 8 weeks will need. Pure.
 *
 * Every open plan (awaiting its first payment, or active) is projected at its own pace
 * (savings-plan/domain/pace: on time, behind or ahead), and counted in the week its pack is due to
 * be handed over (`arrivesAround`, the delivery promise of the day it is expected to be paid up),
 * not the day it is paid up: the pack must be on hand by then. The horizons are cumulative: a plan
 * due within 1 week counts in 1, 2, 4 and 8. A pack's need within a horizon is what those plans
 * take less what is available now (on hand less reserved, which may be negative: packs owed to
 * completed plans that are not in the store), never below 0. Completed plans are no longer open,
 * their packs are the reserved ones: nothing is counted twice.
 *
 * An item line is a line of a pack's contents ("50kg bag of rice") taken across packs: the same
 * text, trimmed, with its spaces and case ignored. Its need is the sum of the needs of the packs
 * holding it, once per time it is listed in a pack.
 *
 * The service reads every open plan's pace summary with a GROUP BY over the instalments, and hands
 * plans of the same pack with the same summary over together (`plans`); each distinct summary is
 * projected once.
 */
import { addDays, type LocalDate } from '../../../common/time';
import { projectArrival, type PaceSummary } from '../../savings-plan/domain/pace';

/** The forecast's horizons, in weeks from today, shortest first. */
export const FORECAST_HORIZON_WEEKS = [1, 2, 4, 8] as const;

/** Plans of one pack that share one pace summary. */
export interface PaceGroup {
  foodPackId: string;
  summary: PaceSummary;
  /** How many plans have it. */
  plans: number;
}

export interface ForecastPack {
  id: string;
  name: string;
  /** The lines of its contents, in display order. */
  items: readonly string[];
}

export interface PackForecast {
  foodPackId: string;
  name: string;
  /** Plans whose pack is due to be handed over within each horizon (cumulative), in FORECAST_HORIZON_WEEKS order. */
  completions: number[];
  /** On hand less reserved, today; negative when the reserved packs are more than the store holds. */
  available: number;
  /** max(0, completions − available) per horizon: packs to buy. */
  needed: number[];
}

export interface ItemLineForecast {
  /** The line as packs spell it (the most common spelling, spaces tidied). */
  text: string;
  /** Per horizon: the sum of the needs of the packs holding it. */
  needed: number[];
  /** The names of the packs holding it. */
  packs: string[];
}

export interface Forecast {
  /** Today, in Lagos: the horizons run from it. */
  asOf: LocalDate;
  horizonWeeks: number[];
  /** The last day of each horizon (today + 7 × weeks), in horizonWeeks order. */
  horizonEnds: LocalDate[];
  /** Packs with plans due within the longest horizon or short of stock today; most needed first. */
  packs: PackForecast[];
  /** The item lines of those packs; most needed first. */
  itemLines: ItemLineForecast[];
}

export interface ForecastInput {
  today: LocalDate;
  /** The office's closure days (the delivery promise skips them). */
  closures: readonly LocalDate[];
  groups: readonly PaceGroup[];
  /** Every pack named by a group or the stock, with its contents. */
  packs: ReadonlyMap<string, ForecastPack>;
  /** Available stock per pack; a pack without an entry has none. */
  available: ReadonlyMap<string, number>;
}

/** The same line whatever its spacing or case: "  50KG  bag of Rice " is "50kg bag of rice". */
export function itemLineKey(text: string): string {
  return tidy(text).toLowerCase();
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The last day each horizon covers. */
export function horizonEnds(today: LocalDate): LocalDate[] {
  return FORECAST_HORIZON_WEEKS.map((weeks) => addDays(today, 7 * weeks));
}

/** The forecast from the plans' pace summaries, the packs' contents and their available stock. */
export function forecast(input: ForecastInput): Forecast {
  const ends = horizonEnds(input.today);
  const completions = new Map<string, number[]>();
  const arrivals = new Map<string, LocalDate>();
  for (const g of input.groups) {
    const key = summaryKey(g.summary);
    let arrives = arrivals.get(key);
    if (arrives === undefined) {
      arrives = projectArrival(g.summary, input.today, input.closures).arrivesAround;
      arrivals.set(key, arrives);
    }
    if (arrives > ends[ends.length - 1]) continue;
    const counts = completions.get(g.foodPackId) ?? ends.map(() => 0);
    ends.forEach((end, i) => {
      if (arrives <= end) counts[i] += g.plans;
    });
    completions.set(g.foodPackId, counts);
  }

  const packs: PackForecast[] = [];
  const ids = new Set([...completions.keys(), ...[...input.available].filter(([, n]) => n < 0).map(([id]) => id)]);
  for (const id of ids) {
    const counts = completions.get(id) ?? ends.map(() => 0);
    const available = input.available.get(id) ?? 0;
    packs.push({ foodPackId: id, name: input.packs.get(id)?.name ?? 'Unknown pack', completions: counts, available, needed: counts.map((c) => Math.max(0, c - available)) });
  }
  packs.sort((a, b) => mostNeededFirst(a.needed, b.needed) || a.name.localeCompare(b.name) || a.foodPackId.localeCompare(b.foodPackId));

  const lines = new Map<string, { needed: number[]; packs: string[]; spellings: Map<string, number> }>();
  for (const p of packs) {
    for (const item of input.packs.get(p.foodPackId)?.items ?? []) {
      const key = itemLineKey(item);
      if (!key) continue;
      const line = lines.get(key) ?? { needed: ends.map(() => 0), packs: [], spellings: new Map<string, number>() };
      p.needed.forEach((n, i) => (line.needed[i] += n));
      if (!line.packs.includes(p.name)) line.packs.push(p.name);
      line.spellings.set(tidy(item), (line.spellings.get(tidy(item)) ?? 0) + 1);
      lines.set(key, line);
    }
  }
  const itemLines = [...lines.values()].map((l) => ({ text: commonest(l.spellings), needed: l.needed, packs: l.packs }));
  itemLines.sort((a, b) => mostNeededFirst(a.needed, b.needed) || a.text.localeCompare(b.text));

  return { asOf: input.today, horizonWeeks: [...FORECAST_HORIZON_WEEKS], horizonEnds: ends, packs, itemLines };
}

/** "320 × 50kg bag of rice". */
export function itemLineLabel(count: number, text: string): string {
  return `${count} × ${text}`;
}

function summaryKey(s: PaceSummary): string {
  return `${s.lastDue}|${s.firstUnpaidDue}|${s.firstDueAfterToday}|${s.habitLateDays}|${s.lastPaidOn}`;
}

/** Most needed over the longest horizon first, then over the shorter ones. */
function mostNeededFirst(a: readonly number[], b: readonly number[]): number {
  for (let i = a.length - 1; i >= 0; i--) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

/** The spelling most packs use; a tie goes to the first in code-point order (the same on every server). */
function commonest(spellings: ReadonlyMap<string, number>): string {
  return [...spellings].sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))[0][0];
}
