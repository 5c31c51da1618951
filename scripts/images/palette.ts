// Colours for drawing: the catalogue's four colour names mapped to fabric tones, plus a
// fixed accent per kind for products sold without variation.

export interface Palette {
  base: string;
  shade: string;
  light: string;
  accent: string;
}

export const FABRIC: Record<string, Palette> = {
  white: { base: '#f4f1ea', shade: '#d6cfc1', light: '#ffffff', accent: '#c9a86a' },
  black: { base: '#23232a', shade: '#111116', light: '#45454f', accent: '#c9a86a' },
  brown: { base: '#8c6548', shade: '#654631', light: '#ad8566', accent: '#e3c38f' },
  blue: { base: '#2f5283', shade: '#1f385d', light: '#4f76aa', accent: '#e0c47e' },
};

/** Products without variation: one palette per kind, so a kind looks the same across products. */
export const KIND_COLOR: Record<string, Palette> = {
  warm: { base: '#c8734a', shade: '#9c5333', light: '#e39a72', accent: '#f2d49b' },
  green: { base: '#4f8a55', shade: '#356b3c', light: '#7cb27f', accent: '#c8744a' },
  gold: { base: '#c9a24a', shade: '#9e7a2c', light: '#e6c980', accent: '#6b4a2a' },
  dark: { base: '#2b2d33', shade: '#17181c', light: '#4e5159', accent: '#7aa6d8' },
  red: { base: '#b8323c', shade: '#8a1f28', light: '#dc5c63', accent: '#3f7a45' },
  pink: { base: '#d98a9b', shade: '#b5667a', light: '#f0b4c0', accent: '#8fb07a' },
  wood: { base: '#a9764b', shade: '#7d5432', light: '#c99a6f', accent: '#e9dcc8' },
  silver: { base: '#b9bec6', shade: '#8a9099', light: '#e2e6ea', accent: '#3c6fb0' },
  cream: { base: '#efe4cf', shade: '#cdbb98', light: '#fbf5ea', accent: '#b8323c' },
};

/** Background tints per view, chosen to contrast with light and dark products alike. */
export const BACKDROPS = ['#e9e4dc', '#dfe6e4', '#efe7dd', '#e4e0ea', '#e6ebe1'];
