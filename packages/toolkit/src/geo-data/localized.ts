/** A name or note in both languages (its own module so the data files need not import countries.ts). */
export interface Localized {
  en: string;
  zh: string;
}
export type Lang = keyof Localized;
