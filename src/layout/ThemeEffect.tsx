import { useFlag } from './flags';
import { useAppliedTheme } from './theme';
import type { ColorMode } from './theme';

/** Applies the colour mode: the user's choice where the theme-select flag allows it, light otherwise. */
export function ThemeEffect({ colorMode, forcedLight }: { colorMode: ColorMode | null; forcedLight: boolean }) {
  const themeSelect = useFlag('theme-select');
  useAppliedTheme({ colorMode, themeSelectEnabled: themeSelect.enabled, forcedLight });
  return null;
}
