// The colour theme (navigation.md 2.7): the user's setting light, dark or system (default system), applied
// only when the theme-select flag is on, otherwise light. System follows prefers-color-scheme. The 400 ms
// transition is in src/ui/theme.css (--theme-transition).
import { useEffect } from 'react';
import { useMediaQuery } from './breakpoints';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type Theme = 'light' | 'dark';

export const DEFAULT_COLOR_MODE: ColorMode = 'system';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return (COLOR_MODES as readonly unknown[]).includes(value);
}

export interface ThemeInput {
  /** The user's setting; unknown (logged out, not loaded) means the default. */
  colorMode: ColorMode | null | undefined;
  themeSelectEnabled: boolean;
  prefersDark: boolean;
  /** The route is always light (its own light or 'pop' theme). */
  forcedLight?: boolean;
}

export function resolveTheme({ colorMode, themeSelectEnabled, prefersDark, forcedLight = false }: ThemeInput): Theme {
  if (forcedLight || !themeSelectEnabled) return 'light';
  const mode = colorMode ?? DEFAULT_COLOR_MODE;
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

/** The theme lives on <html> as data-theme, where theme.css reads it. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}

/** Resolves the theme, follows the system's colour scheme, and applies it to <html>; returns it. */
export function useAppliedTheme(input: Omit<ThemeInput, 'prefersDark'>): Theme {
  const prefersDark = useMediaQuery(PREFERS_DARK_QUERY);
  const theme = resolveTheme({ ...input, prefersDark });
  useEffect(() => applyTheme(theme), [theme]);
  return theme;
}
