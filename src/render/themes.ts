/** The colours of a chart image. */

export const CHART_THEMES = ['light', 'dark'] as const;
export type ChartTheme = (typeof CHART_THEMES)[number];

export interface Palette {
  background: string;
  lines: string;
  /** Graha labels. */
  text: string;
  /** Sign numbers. */
  muted: string;
  /** The lagna, its stroke, and the retrograde and combust marks' grahas. */
  accent: string;
  title: string;
}

export const PALETTES: Readonly<Record<ChartTheme, Palette>> = {
  light: { background: '#fffdf8', lines: '#8c5a2b', text: '#1d1a16', muted: '#8a7d6b', accent: '#b3261e', title: '#3b2f22' },
  dark: { background: '#1a1c22', lines: '#c9a468', text: '#f1ece3', muted: '#9a9285', accent: '#ff8f7e', title: '#e6dccb' },
};
